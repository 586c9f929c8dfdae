"""Import stub (zoo31_sweep): Pix2Pix src/utils/tools.py calls plt.switch_backend at import; nothing is drawn."""


def switch_backend(name):
    return None
