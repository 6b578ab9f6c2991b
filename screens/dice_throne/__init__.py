"""The Dice Throne game area: match board, dice tray with holds, damage calculator, health sparklines."""

from screens.dice_throne.area import DiceThroneArea

__all__ = ["DiceThroneArea"]
