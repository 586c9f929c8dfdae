import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit
def s_tuple(x):
    if x[0] > 0:
        c = 1
    else:
        c = 2.5
    return x, c


@jit
def e_tuple(x):
    c = 1 if x[0] > 0 else 2.5
    return x, c


@jit
def e_tuple2(x):
    return x, (1 if x[0] > 0 else 2.5)


@jit
def e_add(x):
    c = (1 if x[0] > 0 else 2.5) + 1
    return x * c


@jit
def e_both_use(x):
    c = 2 if x[0] > 0 else 0.5
    d = c * 2
    return x + d


@jit
def e_ret_int_f(x):
    c = 2 if x[0] > 0 else 0.5
    return c


@jit
def e_tensor_vs_num(x):
    c = x.sum() if x[0] > 0 else 0
    return c * 2


@jit
def e_i32(x):
    c = x.astype(ms.int32) if x[0] > 0 else x
    return c + 1


@jit
def e_shapes(x):
    c = x.reshape(2, 1) if x[0] > 0 else x
    return c.sum()


@jit
def e_grad_use(x):
    c = 2 if x[0] > 0 else 0.5
    return (x * c).sum()


class CellE(nn.Cell):
    def construct(self, x):
        k = 3 if x.max() > 1 else 1.5
        return x * k


for nm, fn in [("s_tuple", s_tuple), ("e_tuple", e_tuple), ("e_tuple2", e_tuple2), ("e_add", e_add),
               ("e_both_use", e_both_use), ("e_ret_int_f", e_ret_int_f), ("e_tensor_vs_num", e_tensor_vs_num),
               ("e_i32", e_i32), ("e_shapes", e_shapes), ("e_grad_use", e_grad_use), ("cell", CellE())]:
    case(nm + "_pos", lambda fn=fn: fn(f32(1.0, 2.0)))
    case(nm + "_neg", lambda fn=fn: fn(f32(-1.0, 0.5)))
case("e_grad_use_grad_pos", lambda: ms.grad(e_grad_use)(f32(1.0, 2.0)))
case("e_grad_use_grad_neg", lambda: ms.grad(e_grad_use)(f32(-1.0, 2.0)))
case("cell_grad", lambda: ms.grad(CellE())(f32(1.0, 2.0)))
