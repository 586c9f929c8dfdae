"""Result dtypes MindSpore 2.10 gives integer and bool Tensors: Tensor.prod / ops.prod / ops.cumprod /
Tensor.cumprod in int64 (the ReduceProd / CumProd primitives keep the dtype), Tensor.cumsum of bool,
int8 and uint8 in int32 (ops.cumsum keeps it); an integer Tensor to a negative integer power (0 for |x| > 1)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Prods(nn.Cell):
    def construct(self, x):
        return (x.prod(), ops.prod(x, 1), ops.cumprod(x, 0), x.cumprod(1), x.cumsum(axis=1), x.cumsum(0),
                ops.ReduceProd()(x), ops.CumProd()(x, 0), ops.cumsum(x, 1), x.prod(1, True))


class BoolProds(nn.Cell):
    def construct(self, b):
        return b.prod(), ops.prod(b, 1), ops.cumprod(b, 0), b.cumsum(axis=1)


class Pows(nn.Cell):
    def construct(self, x, p):
        return x ** -1, 2 ** p, x ** 2, ops.pow(x, -2), p ** 3


for dt in ("int32", "int8", "uint8", "int64"):
    emit(f"prods_{dt}", Prods()(ms.Tensor(np.arange(1, 13).reshape(3, 4).astype(dt))))
emit("prods_bool", BoolProds()(ms.Tensor(np.arange(12).reshape(3, 4) % 3 == 1)))
x = np.array([-3, -2, 1, 2, 3, 5])
p = np.array([-3, -1, 0, 1, 2, 3])
for dt in ("int32", "int64"):
    emit(f"pow_{dt}", Pows()(ms.Tensor(x.astype(dt)), ms.Tensor(p.astype(dt))))
