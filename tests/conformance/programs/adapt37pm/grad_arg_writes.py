"""A Graph-mode Cell whose construct writes its Parameter / Tensor arguments in place (``ops.Assign()(param, ...)``,
st parameter test_parameter_argument_grad), differentiated with GradOperation(get_all=True): MindSpore 2.10 writes
the caller's arguments, as it does for a plain call and for get_by_list; msgraph dropped the writes (silently: the
arguments kept their old values). Found by the adapt37pm sweep (session 37)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit


def F32(*v):
    return Tensor(np.array(v, np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.z = Parameter(F32(1.0, 4.0), name="z")

    def construct(self, param, x, y):
        ops.Assign()(param, x * self.z)
        ops.Assign()(x, x + y)
        ops.Assign()(y, param)
        return param


class Net2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.z = Parameter(F32(1.0, 4.0), name="z")

    def construct(self, param, x):
        ops.assign_add(param, x * self.z)
        return param * 2 + x


for kind in ("all", "alllist", "list"):
    net = Net()
    param = Parameter(F32(0.0, 0.0), name="param")
    x = Parameter(F32(4.0, -8.0), name="x")
    y = Parameter(F32(1.0, 0.0), name="y")
    g = ops.GradOperation(get_all=kind != "list", get_by_list=kind != "all")(net, ParameterTuple(net.trainable_params()))
    emit(f"grad_{kind}", g(param, x, y))
    emit(f"args_after_{kind}", (param.value(), x.value(), y.value()))

net = Net2()
p = Parameter(F32(1.0, 1.0), name="p")
t = F32(2.0, 3.0)
emit("grad_all_assign_add", ops.GradOperation(get_all=True)(net)(p, t))
emit("param_after_assign_add", p.value())
emit("grad_all_again", ops.GradOperation(get_all=True)(net)(p, t))
emit("param_after_again", p.value())
