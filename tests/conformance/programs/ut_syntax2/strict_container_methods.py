"""Methods of constant lists/dicts/strings are graph syntax of their own: they compile under
jit_syntax_level STRICT as under LAX (MindSpore's unit tests graph_syntax/list, dict)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

MODES = ("graph",)


class ListNet(nn.Cell):
    def construct(self, x, y):
        z = [1, 2, 3]
        z.append(88)
        z.insert(0, 7)
        z.extend([4, 5])
        z.reverse()
        last = z.pop()
        if z[4] == 2:
            return y, z, last
        return x, z, last


class DictNet(nn.Cell):
    def construct(self, x):
        d = {"a": 1, "b": 2}
        d.update({"c": 3})
        keys = []
        for k in d.keys():
            keys.append(k)
        vals = [v for v in d.values()]
        return tuple(keys), tuple(vals), d.get("b"), d.get("zz", 5), tuple(d.items())


class StrNet(nn.Cell):
    def construct(self, x):
        return "{}+{}".format(1, 2), x + 1


x = Tensor(np.ones([2], np.float32))
y = Tensor(np.zeros([2], np.float32))
for level in ("STRICT", "LAX"):
    net = ListNet()
    net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    emit(f"list_methods_{level}", net(x, y))
    net = DictNet()
    net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    emit(f"dict_methods_{level}", net(x))
    net = StrNet()
    net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
    emit(f"str_methods_{level}", net(x))
