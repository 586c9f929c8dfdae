"""nn.Dense (weights from Tensors, bias, activation), nn.Flatten, nn.Embedding (padding_idx,
use_one_hot, int inputs): outputs and gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

x = Tensor(np.array([[1.0, -2.0, 0.5], [0.0, 3.0, -1.0]], np.float32))
w = Tensor(np.array([[0.5, -1.0, 2.0], [1.0, 0.0, -0.5], [0.25, 0.5, 1.0], [-1.0, 1.0, 0.0]], np.float32))
b = Tensor(np.array([0.1, -0.2, 0.3, 0.0], np.float32))


def run(label, net, inp, grad_input=True):
    emit(label, net(inp))
    gp = 0 if grad_input else None
    emit(label + ":grad", ms.grad(net, grad_position=gp, weights=net.trainable_params())(inp))


run("Dense", nn.Dense(3, 4, weight_init=w, bias_init=b), x)
run("Dense_no_bias", nn.Dense(3, 4, weight_init=w, has_bias=False), x)
run("Dense_relu", nn.Dense(3, 4, weight_init=w, bias_init=b, activation="relu"), x)
run("Dense_3d", nn.Dense(3, 4, weight_init=w, bias_init=b), Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3)))
emit("Flatten", nn.Flatten()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))
emit("Flatten_1d", nn.Flatten()(Tensor(np.arange(4, dtype=np.float32).reshape(4, 1))))
table = Tensor(np.arange(15, dtype=np.float32).reshape(5, 3) / 2)
ids = Tensor(np.array([[0, 4], [2, 2]], np.int32))
run("Embedding", nn.Embedding(5, 3, embedding_table=table), ids, grad_input=False)
run("Embedding_one_hot", nn.Embedding(5, 3, use_one_hot=True, embedding_table=table), ids, grad_input=False)
emb = nn.Embedding(5, 3, embedding_table=table, padding_idx=2)
emit("Embedding_padding_idx", emb(ids))
emit("Embedding_dtype", nn.Embedding(5, 3, embedding_table=table)(Tensor(np.array([1, 3], np.int64))))
emit("Dense_defaults", (tuple(nn.Dense(3, 4).weight.shape), tuple(nn.Dense(3, 4).bias.shape)))
