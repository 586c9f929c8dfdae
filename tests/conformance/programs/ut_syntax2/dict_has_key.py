"""Graph dicts have has_key (MindSpore's graph syntax), under STRICT and LAX."""
import numpy as np
import mindspore as ms
from mindspore import nn, jit, Tensor
from _conf import emit

MODES = ("graph",)


@jit
def has_keys():
    x = {"a": [2, 3, "123"], "b": 2, "cd": 3}
    return x.has_key("a"), x.has_key("c"), x.has_key("cd")


class DictNet(nn.Cell):
    def construct(self, t):
        d = {"x": t, "y": 1}
        if d.has_key("x"):
            return d["x"] * 2
        return t


t = Tensor(np.arange(3, dtype=np.float32))
emit("jit_has_key", has_keys())
for level in ("STRICT", "LAX"):
    net = DictNet()
    net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    emit(f"cell_has_key_{level}", net(t))
