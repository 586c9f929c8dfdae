"""graph_syntax parameter_ref / ms_class variants: a Parameter passed to a jit method, the same Parameter twice,
a replaced Parameter read through .value(), Parameters of other dtypes, grads by list."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit
from h import case, modes


class ParamNet(nn.Cell):
    def __init__(self, dt=np.float32):
        super().__init__()
        self.p1 = Parameter(Tensor(np.array([1.0, 2.0]).astype(dt)), name="p1")
        self.p2 = Parameter(Tensor(np.array(3).astype(dt)), name="p2")

    @jit
    def func(self, a, b):
        return a * b * self.p1 * self.p2

    def construct(self, x):
        return self.func(self.p1, self.p2) * x


class TwiceNet(ParamNet):
    def construct(self, x):
        return self.func(self.p1, self.p1) + x


class Replace(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.d.weight = Parameter(ops.ones_like(self.d.weight) * 2)

    def construct(self, h):
        return self.d(h), self.d.weight.value()


for mname, mode in modes():
    ms.set_context(mode=mode)
    for dt in (np.float32, np.float16, np.int32):
        x = Tensor(np.array(3).astype(dt))
        case("%s param net %s" % (mname, dt.__name__), lambda: ParamNet(dt)(x))
        case("%s twice %s" % (mname, dt.__name__), lambda: TwiceNet(dt)(x))
        case("%s grad by list %s" % (mname, dt.__name__),
             lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x))(ParamNet(dt)))
    case(mname + " replaced", lambda: Replace()(Tensor(np.array([[1.0, 2.0]], np.float32))))
    case(mname + " replaced names", lambda: [p.name for p in Replace().trainable_params()])

    def same_name():
        n = ParamNet()
        return n.func(Parameter(Tensor(1.0), name="p1"), 2.0)
    case(mname + " same name param arg", same_name)
