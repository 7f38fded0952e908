import type { ProductFacts } from './types.js';

/**
 * Products for the script writers' tests. Rich: what a good shop page gives, in each language the
 * template writer writes. Sparse: a name and one highlight, as a hurried user types it.
 */
export const RICH_PRODUCTS: Record<string, ProductFacts> = {
  en: {
    name: 'Aurora Water Bottle',
    description:
      'Insulated steel bottle that keeps drinks cold for 24 hours and hot for 12. The powder-coated finish shrugs off drops and scratches. It fits standard cup holders and most backpack pockets.',
    highlights: ['Keeps cold 24 h', 'Leak-proof lid', 'BPA-free', 'Fits cup holders', 'Dishwasher-safe lid', 'Lifetime warranty', 'Comes in 6 colours'],
    audience: 'hikers and commuters',
    price: '$24.99',
    url: 'https://www.aurora-bottles.com/products/aurora-750',
  },
  zh: {
    name: '极光保温杯',
    description: '双层真空不锈钢保温杯，冷饮保冷24小时，热饮保温12小时。杯身采用粉末喷涂工艺，耐摔又耐刮。尺寸适配大多数车载杯架和背包侧袋。',
    highlights: ['保冷长达24小时', '杯盖防漏不洒', '不含双酚A', '适配车载杯架', '杯盖可放洗碗机', '终身质保', '6种颜色可选'],
    audience: '户外爱好者和通勤族',
    price: '¥169',
    url: 'https://www.aurora-bottles.cn/p/750',
  },
  es: {
    name: 'Botella Aurora',
    description:
      'Botella de acero aislada que mantiene las bebidas frías durante 24 horas y calientes durante 12. Su acabado con pintura en polvo resiste golpes y arañazos. Cabe en los portavasos estándar y en la mayoría de los bolsillos de mochila.',
    highlights: [
      'Frío durante 24 h',
      'Tapa antigoteo',
      'Sin BPA',
      'Cabe en portavasos',
      'Tapa apta para lavavajillas',
      'Garantía de por vida',
      'Disponible en 6 colores',
    ],
    audience: 'senderistas y viajeros diarios',
    price: '24,99 €',
    url: 'https://aurora-bottles.es/botella',
  },
  fr: {
    name: 'Gourde Aurora',
    description:
      'Gourde isotherme en acier qui garde vos boissons froides 24 heures et chaudes 12 heures. Son revêtement en poudre résiste aux chocs et aux rayures. Elle se glisse dans les porte-gobelets et la plupart des poches de sac à dos.',
    highlights: [
      'Froid pendant 24 h',
      'Bouchon anti-fuite',
      'Sans BPA',
      'Tient dans les porte-gobelets',
      'Bouchon lavable au lave-vaisselle',
      'Garantie à vie',
      'Disponible en 6 coloris',
    ],
    audience: 'randonneurs et navetteurs',
    price: '24,99 €',
    url: 'https://aurora-bottles.fr/gourde',
  },
  de: {
    name: 'Aurora Trinkflasche',
    description:
      'Isolierte Edelstahlflasche, die Getränke 24 Stunden kalt und 12 Stunden heiß hält. Die Pulverbeschichtung steckt Stöße und Kratzer weg. Sie passt in gängige Getränkehalter und die meisten Rucksacktaschen.',
    highlights: [
      '24 h kalt',
      'Auslaufsicherer Deckel',
      'BPA-frei',
      'Passt in Getränkehalter',
      'Spülmaschinenfester Deckel',
      'Lebenslange Garantie',
      'In 6 Farben erhältlich',
    ],
    audience: 'Wanderer und Pendler',
    price: '24,99 €',
    url: 'https://aurora-bottles.de/flasche',
  },
  ja: {
    name: 'オーロラボトル',
    description:
      '飲み物を24時間冷たく、12時間温かく保つ真空断熱ステンレスボトル。粉体塗装の仕上げで、落としても傷がつきにくい。一般的なカップホルダーやリュックのポケットにすっぽり収まります。',
    highlights: ['24時間保冷', '漏れないフタ', 'BPAフリー', 'カップホルダーにぴったり', 'フタは食洗機対応', '永久保証', '全6色'],
    audience: 'ハイカーや通勤・通学をする人',
    price: '2,980円',
    url: 'https://aurora-bottles.jp/bottle',
  },
};

export const SPARSE_PRODUCT: ProductFacts = { name: 'Pebble Lamp', description: '', highlights: ['Warm light'], audience: '' };
