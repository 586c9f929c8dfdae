"""st pynative/ops/test_ops.py patterns: Cast, tile (multiples longer than the rank, inside jit), ops.shape of a
non-Tensor, Abs gradient at 0 / negatives over dtypes, AvgPool, cumprod, dropout(p=0 / 1), make_tuple returns."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

A = Tensor(np.array([[-1.5, 0.0, 2.0], [-0.0, 3.0, -4.0]], np.float32))


@ms.jit
def tile_j(a, m):
    return ops.tile(a, m)


for dt in (ms.float32, ms.float16, ms.float64, ms.int32, ms.int8, ms.uint8, ms.bool_):
    case(f"cast_{dt}", lambda dt=dt: ops.Cast()(A, dt))
for m in ((1, 1), (1, 1, 1), (2, 1, 1, 1), (1, 2), (2,)):
    case(f"tile_{m}", lambda m=m: ops.tile(A, m))
    case(f"tile_jit_{m}", lambda m=m: tile_j(A, m))
case("tile_neg", lambda: ops.tile(A, (-1, 1)))
case("shape_list", lambda: ops.shape([A, A]))
case("shape_num", lambda: ops.shape(3))
for dt in (np.float32, np.float16, np.float64, np.int32):
    x = Tensor(np.array([-2, 0, 3, -0.0]).astype(dt))
    case(f"abs_grad_{np.dtype(dt).name}", lambda x=x: ops.GradOperation()(nn.Cell.__new__(nn.Cell) if False else ops.abs)(x))
    case(f"abs_grad_sum_{np.dtype(dt).name}", lambda x=x: ms.grad(lambda a: ops.abs(a).sum())(x) if x.dtype != ms.int32 else ops.abs(x))
X4 = Tensor(np.arange(2 * 1 * 4 * 4, dtype=np.float32).reshape(2, 1, 4, 4))
case("avgpool", lambda: nn.AvgPool2d(2, 2)(X4))
case("avgpool_same", lambda: nn.AvgPool2d(3, 1, pad_mode="same")(X4))
case("avgpool_grad", lambda: ms.grad(lambda a: nn.AvgPool2d(3, 2)(a).sum())(X4))
case("cumprod", lambda: ops.cumprod(A, 1))
case("cumprod_grad", lambda: ms.grad(lambda a: ops.cumprod(a, 1).sum())(A))
case("cumprod_int", lambda: ops.cumprod(Tensor(np.array([[1, 2, 3], [4, 0, 6]], np.int32)), 0))
case("dropout_p0", lambda: ops.dropout(A, p=0.0))
case("dropout_p1", lambda: ops.dropout(A, p=1.0))
case("dropout_eval", lambda: nn.Dropout(p=0.5).set_train(False)(A))


class MT(nn.Cell):
    def construct(self, x):
        return (x, x * 2, (x + 1,)), [x - 1]


case("make_tuple", lambda: MT()(A))
case("make_tuple_grad", lambda: ops.GradOperation()(MT())(A))
