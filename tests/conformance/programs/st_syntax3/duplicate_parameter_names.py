"""A Parameter passed to a jit function may not share its name with another Parameter of the graph
(MindSpore's CheckDuplicatedParameterName: a ValueError naming the later one)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, jit
from _conf import emit, emit_error


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


class ParamNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor(2, ms.float32), name="myname")

    @jit
    def func(self, same_param, same_name_param):
        return self.param * same_param * same_name_param

    def construct(self, same_name_param):
        return self.func(self.param, same_name_param)


class OwnParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor(2, ms.float32), name="own")

    @jit
    def func(self, same_param):
        return same_param * self.param

    def construct(self, x):
        return self.func(self.param) * x


class TwoAttrsSameName(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(2.0, ms.float32), name="same")
        self.b = Parameter(Tensor(3.0, ms.float32), name="same")

    def construct(self, x):
        return self.a * self.b * x


@jit
def mul(a, b):
    return a * b


w = Parameter(Tensor(3.0, ms.float32), name="w_free")


@jit
def mul_free(a):
    return a * w


emit_error("arg_and_attr", ParamNet(), Parameter(Tensor(1), name="myname"))
emit("arg_and_attr_msg", first_line(ParamNet(), Parameter(Tensor(1), name="myname")))
emit("own_param_as_arg", OwnParam()(Tensor(3.0, ms.float32)))
emit("two_attrs_same_name", TwoAttrsSameName()(Tensor(1.0, ms.float32)))
emit_error("two_args", mul, Parameter(Tensor(1.0, ms.float32), name="w2"), Parameter(Tensor(2.0, ms.float32), name="w2"))
emit("two_args_msg", first_line(mul, Parameter(Tensor(1.0, ms.float32), name="w3"),
                                Parameter(Tensor(2.0, ms.float32), name="w3")))
emit("arg_and_free_msg", first_line(mul_free, Parameter(Tensor(2.0, ms.float32), name="w_free")))
emit("distinct_names", mul(Parameter(Tensor(1.5, ms.float32), name="p1"), Parameter(Tensor(2.0, ms.float32), name="p2")))
