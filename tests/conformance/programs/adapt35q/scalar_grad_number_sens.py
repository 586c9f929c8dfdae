"""GradOperation(get_all=True, sens_param=True) of a Cell returning a Python number made from `mutable` numbers
(st ops/dynamic_sequence's TupleFactory.grad_impl pattern, varied by the adapt35q sweep): MindSpore 2.10 takes a
Python-number sens of the output's type (the gradients are zeros: GRAD_FOR_SCALAR is off) and refuses one of the
other type with "Type Join Failed: dtype1 = Float32, dtype2 = Int64.".  msgraph refused every Python-number sens
("dtype2 = Any").  A `mutable(True)` input's gradient is the int 0 there (msgraph had left it out)."""
import mindspore as ms
from mindspore import nn, mutable
from mindspore.ops.composite import GradOperation
from _conf import emit_error

MODES = ("graph",)


class Net(nn.Cell):
    def construct(self, x, y):
        return x * y + x


class GradAll(nn.Cell):
    def __init__(self, net, sens):
        super().__init__()
        self.net = net
        self.g = GradOperation(get_all=True, sens_param=sens)

    def construct(self, *a):
        return self.g(self.net)(*a)


emit_error("int_sens_int", lambda: GradAll(Net(), True)(mutable(3), mutable(2), 3))
emit_error("int_sens_float", lambda: GradAll(Net(), True)(mutable(3), mutable(2), 3.0))
emit_error("float_sens_float", lambda: GradAll(Net(), True)(mutable(2.5), mutable(2.0), 1.0))
emit_error("float_sens_int", lambda: GradAll(Net(), True)(mutable(2.5), mutable(2.0), 2))
emit_error("int_sens_mutable", lambda: GradAll(Net(), True)(mutable(3), mutable(2), mutable(3)))
emit_error("no_sens_float", lambda: GradAll(Net(), False)(mutable(2.5), mutable(2.0)))
emit_error("mixed_sens_float", lambda: GradAll(Net(), True)(mutable(3), mutable(2.5), 1.5))
emit_error("bool_input_first", lambda: GradAll(Net(), False)(mutable(True), mutable(2)))
emit_error("bool_input_second", lambda: GradAll(Net(), False)(mutable(2.5), mutable(True)))
emit_error("bool_input_sens", lambda: GradAll(Net(), True)(mutable(False), mutable(3), 1))


class GradFirst(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = GradOperation()

    def construct(self, *a):
        return self.g(self.net)(*a)


emit_error("bool_input_grad_first", lambda: GradFirst(Net())(mutable(True), mutable(2)))
emit_error("bool_input_ms_grad", lambda: ms.grad(Net(), grad_position=(0, 1))(mutable(True), mutable(2.0)))
