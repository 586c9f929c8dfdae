"""Float-only unary ops given integer and bool Tensors: result dtype or error class."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import error

# Graph mode only: MindSpore's PyNative mode raises a kernel's error at the next read, so after the
# first error its records would be attributed to the following labels
MODES = ("graph",)

i = Tensor(np.array([1, 4, 9], np.int32))
bl = Tensor(np.array([True, False, True]))

for name in ("Exp", "Log", "Sqrt", "Rsqrt", "Sin", "Cos", "Tanh", "Sigmoid", "Erf", "Floor", "Log1p"):
    error(name + "_int32", getattr(ops, name)(), i)
for name in ("Exp", "Sqrt", "Abs", "Neg", "Square", "Sign"):
    error(name + "_bool", getattr(ops, name)(), bl)
for name in ("exp", "log", "sqrt", "sin", "tanh", "sigmoid", "floor"):
    error("f_" + name + "_int32", getattr(ops, name), i)
