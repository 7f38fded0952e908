// Media and AI engine steps arrive with the render issue (#3).
