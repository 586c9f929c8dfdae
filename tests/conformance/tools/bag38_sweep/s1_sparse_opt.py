"""nn optimizers over nn.EmbeddingLookup (sparse gradient rows), both modes; and add_ with alpha on int Tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

class EmbNet(nn.Cell):
    def __init__(self, init="ones"):
        super().__init__()
        self.emb = nn.EmbeddingLookup(6, 2, param_init=init)
    def construct(self, ids):
        e = self.emb(ids)
        return (e * e).sum()

OPTS = {
    "ftrl": lambda p: nn.FTRL(p, learning_rate=0.1),
    "ftrl_l1": lambda p: nn.FTRL(p, learning_rate=0.1, l1=0.01, l2=0.02),
    "adam": lambda p: nn.Adam(p, learning_rate=0.1),
    "adam_nesterov": lambda p: nn.Adam(p, learning_rate=0.1, use_nesterov=True),
    "lazyadam": lambda p: nn.LazyAdam(p, learning_rate=0.1),
    "adam_uselazy": lambda p: nn.Adam(p, learning_rate=0.1, use_lazy=True),
    "proxada": lambda p: nn.ProximalAdagrad(p, learning_rate=0.1),
    "proxada_l1": lambda p: nn.ProximalAdagrad(p, learning_rate=0.1, l1=0.01, l2=0.02),
    "sgd": lambda p: nn.SGD(p, learning_rate=0.1),
    "adagrad": lambda p: nn.Adagrad(p, learning_rate=0.1),
}
for name, mkopt in OPTS.items():
    for ids_list in (([0, 1], [1, 2, 3], [5]), ([2, 2],)):
        def t(mkopt=mkopt, ids_list=ids_list):
            net = EmbNet()
            opt = mkopt(net.trainable_params())
            tr = nn.TrainOneStepCell(net, opt)
            outs = [tr(Tensor(np.array(v, np.int32))) for v in ids_list]
            return outs, net.emb.embedding_table
        case(f"{name}_{len(ids_list)}", t)
