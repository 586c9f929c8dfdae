"""Cell parameter API: names, parameters_and_names, trainable/untrainable, parameters_dict."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 3)
        self.scale = Parameter(Tensor(np.ones(3, np.float32)), name="scale")
        self.fixed = Parameter(Tensor(np.zeros(1, np.float32)), name="fixed", requires_grad=False)

    def construct(self, x):
        return self.dense(x) * self.scale + self.fixed


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.head = nn.Dense(3, 1, has_bias=False)

    def construct(self, x):
        return self.head(self.inner(x))


net = Outer()
emit("param_names", [n for n, _ in net.parameters_and_names()])
emit("param_name_attr", [p.name for _, p in net.parameters_and_names()])
emit("get_parameters", [p.name for p in net.get_parameters()])
emit("trainable", [p.name for p in net.trainable_params()])
emit("untrainable", [p.name for p in net.untrainable_params()])
emit("parameters_dict_keys", list(net.parameters_dict().keys()))
emit("parameters_dict_type", type(net.parameters_dict()).__name__)
emit("trainable_type", type(net.trainable_params()).__name__)
emit("inner_names", [p.name for p in net.inner.get_parameters()])
emit("inner_pan", [n for n, _ in net.inner.parameters_and_names()])
emit("pan_prefix", [n for n, _ in net.inner.parameters_and_names(name_prefix="pre")])
emit("dense_alone", [p.name for p in nn.Dense(2, 2).get_parameters()])
emit("trainable_recurse", [p.name for p in net.trainable_params(recurse=False)])
net.update_parameters_name("top.")
emit("update_parameters_name", [p.name for p in net.get_parameters()])
shared = nn.Dense(2, 2)


class Shared(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = shared
        self.b = shared

    def construct(self, x):
        return self.b(self.a(x))


emit("shared_dedup", [n for n, _ in Shared().parameters_and_names()])
