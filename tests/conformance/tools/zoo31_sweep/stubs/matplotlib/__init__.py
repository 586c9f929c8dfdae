"""Import stub (zoo31_sweep): Pix2Pix src/utils/tools.py imports matplotlib.pyplot for plots the driver never draws."""
