"""nn.Embedding options (use_one_hot, padding_idx, initializer names) and nn.Flatten(start_dim, end_dim)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

ids = Tensor(np.array([[1, 3, 0], [4, 1, 1]], np.int32))


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        o = self.net(x)
        coef = ops.reshape(ops.arange(o.size).astype(o.dtype), o.shape) * 0.1 - 0.5
        return (o * coef).sum()


for label, emb in [("gather", nn.Embedding(5, 3)), ("one_hot", nn.Embedding(5, 3, use_one_hot=True))]:
    emb.embedding_table.set_data(Tensor(np.arange(15).reshape(5, 3).astype(np.float32) / 10))
    emit(label + "_table_shape", emb.embedding_table.shape)
    emit(label, emb(ids))
    emit(label + "_grad", ms.grad(Weighted(emb), grad_position=None, weights=emb.trainable_params())(ids))
emit("padding_idx_lookup", nn.Embedding(5, 3, padding_idx=1)(Tensor(np.array([1, 1], np.int32))))
emit("padding_row_zero", nn.Embedding(5, 3, padding_idx=2).embedding_table.asnumpy()[2])
emit("ones_table", nn.Embedding(4, 2, embedding_table="ones")(Tensor(np.array([0, 3], np.int32))))
emit("names", [p.name for p in nn.Embedding(4, 2).get_parameters()])
emit_error("bad_padding_idx", lambda: nn.Embedding(4, 2, padding_idx=4))

x = Tensor(np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype(np.float32))
emit("flatten_default", nn.Flatten()(x).shape)
emit("flatten_0_2", nn.Flatten(0, 2)(x).shape)
emit("flatten_2_neg1", nn.Flatten(2, -1)(x))
emit("flatten_grad", ms.grad(Weighted(nn.Flatten(1, 2)))(x))
