"""Cell misc: name_cells after replacement, parameters_dict values, get_parameters type, auto_prefix=False."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


class NoPrefix(nn.Cell):
    def __init__(self):
        super().__init__(auto_prefix=False)
        self.fc = nn.Dense(2, 2)

    def construct(self, x):
        return self.fc(x)


emit("no_prefix_names", [p.name for p in NoPrefix().get_parameters()])


class Wrap(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = NoPrefix()

    def construct(self, x):
        return self.inner(x)


emit("wrap_no_prefix_names", [p.name for p in Wrap().get_parameters()])
net = Wrap()
emit("get_parameters_type", type(net.get_parameters()).__name__)
emit("pd_values", [type(v).__name__ for v in net.parameters_dict().values()])
net.inner = nn.ReLU()
emit("replaced_child", list(net.name_cells().keys()))
emit("replaced_params", [p.name for p in net.get_parameters()])
emit("bias_shape", nn.Dense(3, 4).bias.shape)
emit("weight_shape", nn.Dense(3, 4).weight.shape)
emit("conv_weight_name", [p.name for p in nn.Conv2d(1, 2, 3, has_bias=True).get_parameters()])
emit("bn_param_names", [p.name for p in nn.BatchNorm2d(2).get_parameters()])
emit("bn_trainable", [p.name for p in nn.BatchNorm2d(2).trainable_params()])
