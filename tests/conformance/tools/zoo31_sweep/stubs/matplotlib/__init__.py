"""Import stub (zoo31_sweep): Pix2Pix src/utils/tools.py imports matplotlib.pyplot for plots the driver never draws."""


def use(backend, force=True):
    """DCGAN's train.py (zoo32_sweep) calls matplotlib.use('Agg') at import."""
