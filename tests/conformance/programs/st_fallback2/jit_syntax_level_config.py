import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


class DictNet(nn.Cell):
    def construct(self):
        return {"a": 1, "b": 2}


class InnerNet:
    def __init__(self):
        self.number = 2

    def func(self, x):
        return self.number * x.asnumpy()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cls = InnerNet()

    def construct(self, x):
        return self.cls.func(x)


def func():
    return {"a": 1}


for level in ("STRICT", "COMPATIBLE", "LAX"):
    net = DictNet()
    net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    emit(f"dict_out_{level}", net())
emit("fullgraph_dict", ms.jit(function=func, fullgraph=True)())
emit("plain_dict", ms.jit(function=func)())
net = Net()
net.set_jit_config(ms.JitConfig(jit_syntax_level="STRICT"))
emit_error("strict_asnumpy_in_method", net, Tensor(np.array(2, np.int64)))
net = Net()
net.set_jit_config(ms.JitConfig(jit_syntax_level="LAX"))
emit("lax_asnumpy_in_method", int(net(Tensor(np.array(2, np.int64)))))
os.environ["MS_DEV_JIT_SYNTAX_LEVEL"] = "0"
try:
    net = Net()
    net.set_jit_config(ms.JitConfig(jit_syntax_level="LAX"))
    emit_error("env_strict_overrides", net, Tensor(np.array(2, np.int64)))
finally:
    os.environ.pop("MS_DEV_JIT_SYNTAX_LEVEL")


class SetAttrNet(nn.Cell):
    def __init__(self, origin_input):
        super().__init__()
        self.data = origin_input

    def construct(self):
        self.data = 2
        return self.data


net = SetAttrNet(1)
net.set_jit_config(ms.JitConfig(jit_syntax_level="STRICT"))
emit_error("strict_setattr_plain", net)
net = SetAttrNet(1)
emit("lax_setattr_plain", net())
emit("lax_setattr_plain_after", net.data)
