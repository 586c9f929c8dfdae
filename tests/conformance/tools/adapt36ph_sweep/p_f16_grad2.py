import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
x = Tensor([0.5, 2.0, -1.3, 3.7], ms.float16)
fs = {"sin_aa": lambda a: ops.sin(a) * a * a, "aaa": lambda a: a * a * a, "sin_a": lambda a: ops.sin(a) * a, "sin": lambda a: ops.sin(a), "exp_a": lambda a: ops.exp(a) * a, "sin_a_a": lambda a: (ops.sin(a) * a) * a}
for n, f in fs.items():
    print(n, "g1", ops.grad(f)(x), "g2", ops.grad(ops.grad(f))(x))
