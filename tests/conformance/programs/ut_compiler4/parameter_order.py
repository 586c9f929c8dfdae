"""Found while checking ut graph_syntax/parameter test_inner_out_net_1: MindSpore 2.10 lists a Cell's Parameter
attributes and ParameterTuple members in the order they were set (one ``_params`` dict): an optimizer's
parameters_and_names is ``global_step, learning_rate, weight, bias, momentum, moments...``; msgraph listed every
Parameter attribute before the ParameterTuple members (``momentum`` before ``weight``)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter, ParameterTuple
from _conf import emit

MODES = ("pynative",)


class Mixed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor([1.0], ms.float32), name="a")
        self.t = ParameterTuple([Parameter(Tensor([2.0], ms.float32), name="t0")])
        self.b = Parameter(Tensor([3.0], ms.float32), name="b")


net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
emit("momentum", [n for n, _ in nn.Momentum(net.trainable_params(), 0.1, 0.9).parameters_and_names()])
emit("adam", [n for n, _ in nn.Adam(net.trainable_params(), 0.01).parameters_and_names()])
emit("sgd_dict", list(nn.SGD(net.trainable_params(), 0.1).parameters_dict().keys()))
emit("mixed", [n for n, _ in Mixed().parameters_and_names()])
emit("mixed_values", [float(p.asnumpy()[0]) for p in Mixed().get_parameters()])
