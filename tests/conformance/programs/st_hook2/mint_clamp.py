# mindspore.mint.clamp (and a few elementwise mint functions) inside @jit and eagerly.
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor
from mindspore.mint import clamp
from _conf import emit


@ms.jit
def both(x, lo, hi):
    return clamp(x, lo, hi)


@ms.jit
def keywords(x, lo):
    return clamp(x, lo, max=Tensor(4)), clamp(x, max=3, min=1)


@ms.jit
def lower_only(x, lo):
    return clamp(x, lo)


x = Tensor(np.array([1, 2, 3, 4, 5], np.int32))
emit("tensor_bounds", both(x, Tensor(2), Tensor(4)))
emit("scalar_bounds", both(x, 2, 4))
emit("keywords", keywords(x, Tensor(2)))
emit("lower_only", lower_only(x, Tensor(2)))
f = Tensor(np.array([-1.5, 0.25, 2.0], np.float32))
emit("float_clip", mint.clip(f, -1.0, 1.0))
emit("unary", (mint.abs(f), mint.neg(f), mint.square(f), mint.floor(f), mint.ceil(f)))
