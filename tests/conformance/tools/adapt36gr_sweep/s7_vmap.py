"""vmap variants: out_axes errors / negatives, Cells with Parameters, kwargs, scalars, nested with grad, dtypes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

m = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
m2 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)
v3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def mul(a, b):
    return a * b


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
    def construct(self, a):
        return a * self.w


case("out_axes -1", lambda: ops.vmap(mul, 0, -1)(m, m2))
case("out_axes 2 oob", lambda: ops.vmap(mul, 0, 2)(m, m2))
case("out_axes tuple wrong len", lambda: ops.vmap(lambda a, b: (a, b), 0, (0,))(m, m2))
case("out_axes list", lambda: ops.vmap(lambda a, b: (a, b), 0, [0, 1])(m, m2))
case("in_axes -2", lambda: ops.vmap(mul, -2)(m, m2))
case("in_axes None 0", lambda: ops.vmap(mul, (None, 0))(v3, m2))
case("param cell", lambda: ops.vmap(PNet())(m))
case("param cell in_axes1", lambda: ops.vmap(PNet(), 1, 0)(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))))
case("grad of vmap param", lambda: ms.grad(lambda a: ops.vmap(PNet())(a).sum())(m))
case("vmap sum axis", lambda: ops.vmap(lambda a: a.sum(0))(m))
case("vmap sum neg axis", lambda: ops.vmap(lambda a: ops.sum(a, -1))(m))
case("vmap mean keep", lambda: ops.vmap(lambda a: a.mean(axis=-1, keep_dims=True))(m))
case("vmap reshape", lambda: ops.vmap(lambda a: a.reshape(3, 1))(m))
case("vmap transpose", lambda: ops.vmap(lambda a: a.reshape(3, 1).T)(m))
case("vmap concat", lambda: ops.vmap(lambda a, b: ops.concat((a, b)))(m, m2))
case("vmap stack", lambda: ops.vmap(lambda a, b: ops.stack((a, b)))(m, m2))
case("vmap getitem", lambda: ops.vmap(lambda a: a[1])(m))
case("vmap slice", lambda: ops.vmap(lambda a: a[1:])(m))
case("vmap where", lambda: ops.vmap(lambda a, b: ops.where(a > b, a, b))(m, m2))
case("vmap softmax", lambda: ops.vmap(ops.softmax)(m))
case("vmap cumsum", lambda: ops.vmap(lambda a: ops.cumsum(a, 0))(m))
case("vmap gather", lambda: ops.vmap(lambda a: ops.gather(a, Tensor([2, 0]), 0))(m))
case("vmap expand_dims", lambda: ops.vmap(lambda a: ops.expand_dims(a, 0))(m))
case("vmap broadcast add", lambda: ops.vmap(lambda a: a + v3)(m))
case("vmap scalar mul", lambda: ops.vmap(lambda a: a * 2.5)(m))
case("vmap max", lambda: ops.vmap(lambda a: a.max())(m2))
case("vmap argmin", lambda: ops.vmap(lambda a: ops.argmin(a))(m2))
case("vmap topk", lambda: ops.vmap(lambda a: ops.topk(a, 2))(m2))
case("vmap sort", lambda: ops.vmap(lambda a: ops.sort(a))(m2))
case("vmap int64", lambda: ops.vmap(lambda a: a * 2)(m.astype(ms.int64)))
case("vmap f64 matmul vec", lambda: ops.vmap(lambda a: ops.matmul(a, v3.astype(ms.float64)))(m.astype(ms.float64)))
case("vmap nested out1", lambda: ops.vmap(ops.vmap(lambda a: a * 2, 0, 0), 1, 1)(m))
case("vmap 3 nested", lambda: ops.vmap(ops.vmap(ops.vmap(lambda a: a + 1)))(Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2))))
case("vmap grad nested", lambda: ops.vmap(ms.grad(lambda a, b: (a * b).sum(), (0, 1)))(m, m2))
case("vmap value_and_grad", lambda: ops.vmap(ms.value_and_grad(lambda a: (a * a).sum()))(m))
case("vmap jvp", lambda: ops.vmap(lambda a, t: ops.jvp(ops.sin, a, t))(m, m2))
case("vmap kwargs", lambda: ops.vmap(mul)(m, b=m2))
case("vmap no args", lambda: ops.vmap(lambda: Tensor(1.0))())
case("vmap list in", lambda: ops.vmap(lambda l: l[0] + l[1])([m, m2]))
case("vmap empty batch", lambda: ops.vmap(lambda a: a * 2)(Tensor(np.zeros((0, 3), np.float32))))
case("vmap fn not callable", lambda: ops.vmap(3)(m))
