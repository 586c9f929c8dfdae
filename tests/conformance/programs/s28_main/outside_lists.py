"""Graph code and the lists of globals and closure variables: an append (also in a nested list, also from a Cell's
forward hook run in Graph mode) changes a copy the graph reads, the caller's list keeps its contents; a dict item set
reaches the caller's dict."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit

G = {"a": 1}
L = [1, 2]
NESTED = [[1], [2]]
feats = []


@jit
def f(x):
    G["b"] = 2
    L.append(3)
    NESTED[0].append(5)
    return x + len(L) + len(G) + len(NESTED[0])


emit("global_len_in_graph", f(Tensor(1.0)))
emit("global_after", (sorted(G.items()), L, NESTED))


def outer():
    acc = []

    @jit
    def g(x):
        acc.append(1)
        acc.append(2)
        return x + len(acc)
    return g(Tensor(1.0)), acc


out, acc = outer()
emit("closure_len_in_graph", out)
emit("closure_after", acc)


class Net(nn.Cell):
    def construct(self, x):
        y = x * 2
        feats.append(y)
        return y + len(feats)


net = Net()
emit("cell_global_append", net(Tensor(np.ones((2,), np.float32))))
emit("cell_global_append_again", net(Tensor(np.ones((2,), np.float32))))
emit("cell_global_after", len(feats))

hooked = []


def hook(cell, inputs, output):
    hooked.append(output)


class HookNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.dense.register_forward_hook(hook)

    def construct(self, x):
        return self.dense(x) * 2


hn = HookNet()
emit("hook_net_out", hn(Tensor(np.ones((1, 3), np.float32))))
emit("hook_list_len", len(hooked) if ms.get_context("mode") == ms.GRAPH_MODE else -1)
