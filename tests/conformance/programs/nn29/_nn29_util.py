"""Shared helpers of the nn29 programs: deterministic inputs and Parameters (as tools/nn_layer_sweep.py)."""
import numpy as np
from mindspore import Tensor


def det(shape, dt="float32", lo=-2.0, hi=2.0):
    """Deterministic distinct values in [lo, hi]."""
    n = int(np.prod(shape)) if shape else 1
    a = (np.sin(np.arange(n) * 1.37 + 0.3) + 1) / 2 * (hi - lo) + lo
    return Tensor(a.reshape(shape).astype(dt))


def setp(net):
    """Every Parameter of ``net`` set to a deterministic cosine pattern (in its own dtype)."""
    for i, p in enumerate(net.get_parameters()):
        n = int(np.prod(p.shape)) if p.shape else 1
        a = np.cos(np.arange(n) * 0.91 + i) * 0.5
        p.set_data(Tensor(a.reshape(p.shape).astype(p.asnumpy().dtype)))
    return net
