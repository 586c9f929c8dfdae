# Parameter names: an unnamed Parameter's generated name, unnamed Parameters in a ParameterTuple attribute of a Cell
# (renamed Parameter$1, $2 per Cell), the same Parameter repeated in a ParameterTuple, two distinct Parameters with
# one name; Graph mode returning an unmodified Parameter attribute returns that Parameter (its name), a written one a
# Tensor.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.common.parameter import _is_parameter_generated
from _conf import emit, emit_error

p = Parameter(Tensor([1.0]))
emit("generated", (p.name.startswith("Parameter#"), _is_parameter_generated(p.name)))


class TupleNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param_a = Parameter(Tensor([1], ms.float32), name="name_a")
        self.res1 = ParameterTuple((Parameter(Tensor([2], ms.float32)), self.param_a))
        self.res2 = ParameterTuple((Parameter(Tensor([4], ms.float32)),))
        self.param_a = Parameter(Tensor([3], ms.float32), name="name_b")

    def construct(self):
        return self.param_a + self.res1[0] + self.res1[1] + self.res2[0]


net = TupleNet()
emit("tuple_sum", net())
emit("tuple_names", [net.param_a.name, net.res1[0].name, net.res1[1].name, net.res2[0].name])
emit("tuple_generated", [_is_parameter_generated(q.name) for q in net.res1])
emit("params", sorted(q.name for q in net.get_parameters()))


class RepeatNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param_a = Parameter(Tensor([1], ms.float32), name="name_a")
        self.param_tuple = ParameterTuple((self.param_a, self.param_a, self.param_a))

    def construct(self):
        return self.param_a + self.param_tuple[0] + self.param_tuple[1] + self.param_tuple[2]


rnet = RepeatNet()
emit("repeat_sum", rnet())
emit("repeat_len", (len(rnet.param_tuple), [q.name for q in rnet.param_tuple]))
q = Parameter(Tensor([2.0]), name="q")
emit("repeat_plain", len(ParameterTuple((q, q))))
emit_error("same_name", ParameterTuple, (Parameter(Tensor([1.0]), name="n"), Parameter(Tensor([2.0]), name="n")))


class ReturnParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = ops.Sub()
        self.inputx = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), name="weight")

    def construct(self, y):
        self.sub(self.inputx, y)
        return self.inputx


class ReturnWritten(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x):
        ops.assign(self.w, x)
        return self.w, x + 1


rp = ReturnParam()
out = rp(Tensor(np.ones((2, 3), np.float32)))
emit("return_param", (type(out).__name__, out is rp.inputx, out))
rp.inputx.name = "name_changed"
out = rp(Tensor(np.ones((2, 3), np.float16)))
emit("return_param_renamed", (out.name, out))
rw = ReturnWritten()
o = rw(Tensor(np.arange(3, dtype=np.float32)))
emit("return_written", (o[0], o[1]))
