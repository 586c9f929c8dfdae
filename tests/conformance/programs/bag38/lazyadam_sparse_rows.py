"""bag38: nn.LazyAdam over nn.EmbeddingLookup (a sparse gradient, FusedSparseLazyAdam in MindSpore 2.10's Graph mode)
updates var, m and v only on the looked-up rows; msgraph ran the dense Adam update, so rows looked up in an earlier
step kept moving with their momentum (0.78 for 0.9 after three steps).  Graph mode only: MindSpore's PyNative raises
Adam's shape ValueError here.  Distinct ids per step (repeated ids in one step still differ: docs/differences.md).
nn.Adam (not lazy) over the same table moves every row with a momentum, as msgraph's dense update does."""
import numpy as np
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


for label, mk in (("lazyadam", lambda p: nn.LazyAdam(p, learning_rate=0.1)),
                  ("adam", lambda p: nn.Adam(p, learning_rate=0.1))):
    net = EmbNet()
    opt = mk(net.trainable_params())
    tr = nn.TrainOneStepCell(net, opt)
    losses = [tr(Tensor(np.array(v, np.int32))) for v in ([0, 1], [1, 2, 3], [5])]
    emit(f"{label}_losses", losses)
    emit(f"{label}_table", net.emb.embedding_table.value())
    emit(f"{label}_m", opt.moment1[0].value())
    emit(f"{label}_v", opt.moment2[0].value())
