"""nn.Embedding's padding_idx (session 36, adapt36nn).  MindSpore 2.10 takes an int in [0, vocab_size): -1 is its
ValueError "the 'padding_idx' must be in range of [0, 5)" (msgraph had taken it as the last row), a float or a bool
a TypeError.  The padding row starts at zero and still receives gradients."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

ids = Tensor(np.array([[0, 2, 4], [1, 1, 3]], np.int32))


def emb(**kw):
    return nn.Embedding(5, 3, embedding_table=Tensor(np.arange(15).reshape(5, 3).astype(np.float32) * 0.5 - 3), **kw)


for p in (-1, -5, 5, 0, 4, 1.0, True):
    emit_error(f"padding_idx_{p}", lambda: emb(padding_idx=p)(ids))
e = emb(padding_idx=1)
emit("table", e.embedding_table.value())
emit("grad", ops.GradOperation(get_by_list=True)(e, e.trainable_params())(ids))
emit("onehot", emb(padding_idx=3, use_one_hot=True)(ids))
