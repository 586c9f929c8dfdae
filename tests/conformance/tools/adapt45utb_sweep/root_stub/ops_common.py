"""stub (adapt45utb): convert(shape, dtype) -> a Tensor of numpy's (seeded) random values, as ut ops files use it."""
import numpy as np
from mindspore import Tensor


def convert(shape, dtype=np.float32):
    return Tensor(np.random.randn(*shape).astype(dtype))
