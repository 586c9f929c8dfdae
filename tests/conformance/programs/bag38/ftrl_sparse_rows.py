"""bag38: nn.FTRL over nn.EmbeddingLookup (a sparse gradient, SparseApplyFtrl in MindSpore 2.10's Graph mode) updates
only the looked-up rows; msgraph applied the dense update to every row, which moved the untouched rows to FTRL's
closed form (0 with l1 = 0) on the first step, and with the dense CPU kernel's l1 rule (l1 - linear; the sparse
kernel's is sign(linear) * l1 - linear).  Graph mode only: MindSpore's PyNative raises ApplyFtrl's shape
ValueError here (msgraph computes as Graph mode).  Distinct ids per step (repeated ids in one step still differ: see
docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

MODES = ("graph",)


class EmbNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.EmbeddingLookup(6, 2, param_init="ones")

    def construct(self, ids):
        e = self.emb(ids)
        return (e * e).sum()


def run(steps, dyn=False, **kw):
    net = EmbNet()
    opt = nn.FTRL(net.trainable_params(), learning_rate=0.1, **kw)
    tr = nn.TrainOneStepCell(net, opt)
    if dyn:
        tr.set_inputs(Tensor(shape=[None], dtype=ms.int32))
    losses = [tr(Tensor(np.array(v, np.int32))) for v in steps]
    return losses, net.emb.embedding_table.value(), opt.moments[0].value(), opt.linear[0].value()


for label, steps, dyn, kw in (("one_step", ([0, 1],), False, {}),
                              ("three_steps", ([0, 1], [1, 2, 3], [5]), False, {}),
                              ("three_steps_dyn", ([0, 1], [1, 2, 3], [5]), True, {}),
                              ("l1", ([0, 1], [1, 2, 3], [5]), False, {"l1": 0.01}),
                              ("l1_l2", ([0, 1], [1, 2, 3], [5]), False, {"l1": 0.01, "l2": 0.02})):
    losses, table, accum, linear = run(steps, dyn, **kw)
    emit(f"{label}_losses", losses)
    emit(f"{label}_table", table)
    emit(f"{label}_accum", accum)
    emit(f"{label}_linear", linear)
