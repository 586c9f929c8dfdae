"""Adapted from ut mutable/test_mutable_in_graph.py test_sequence_inputs_compile_phase / test_dict_inputs_compile_phase:
the numbers inside a mutable tuple/list/dict argument are variables of MindSpore's graph, so two calls differing only
in them compile to one phase; msgraph's phase counted each value as a new signature."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mutable
from mindspore.common.api import _cell_graph_executor, _JitExecutor
from _conf import emit

MODES = ("graph",)


class Net(nn.Cell):
    def construct(self, seq):
        return seq[0] * seq[1] * seq[2][1]


class DictNet(nn.Cell):
    def construct(self, d):
        return d['a'] * d['b']


net, dnet = Net(), DictNet()
t = Tensor(np.array([1.0, 2.0], np.float32))
a1, a2 = [t, 1.3, (1, 2, 3)], [t, 2.7, (5, 6, 7)]
p1, _ = _cell_graph_executor.compile(net, a1)
p2, _ = _cell_graph_executor.compile(net, a2)
emit("plain_list_same_phase", p1 == p2)
p1, _ = _cell_graph_executor.compile(net, mutable(a1))
p2, _ = _cell_graph_executor.compile(net, mutable(a2))
emit("mutable_list_same_phase", p1 == p2)
p1, _ = _cell_graph_executor.compile(dnet, mutable({'a': t, 'b': 2}))
p2, _ = _cell_graph_executor.compile(dnet, mutable({'a': t, 'b': 5}))
emit("mutable_dict_same_phase", p1 == p2)
ex = _JitExecutor(net.construct, 0)
p1 = ex.compile("construct", mutable(a1))
p2 = ex.compile("construct", mutable(a2))
emit("jit_executor_same_phase", p1 == p2)
p3 = ex.compile("construct", a1)
emit("jit_executor_plain_differs", p3 != p1)
emit("values", (net(mutable(a1)), net(mutable(a2)), dnet(mutable({'a': t, 'b': 5}))))
