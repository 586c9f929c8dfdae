# Random initializers draw MindSpore's own numbers: each takes a 64-bit seed from numpy's global generator
# (so np.random.seed / ms.set_seed fix them) and fills the float32 buffer from MindSpore's Philox stream
# (Box-Muller for normal, the inverse CDF for truncated normal, one word per uniform).  A seeded program
# therefore builds the same network as under MindSpore: the training-loss thresholds of MindSpore's tests
# hold (tests/st/pynative/jit/test_pynative_lenet_jit.py).  nn.LSTM draws np.random.uniform directly and the
# RNN cells draw np.random.randn before re-initializing: the same draws in the same order.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.common.initializer import (initializer, TruncatedNormal, Normal, Uniform, XavierUniform,
                                          XavierNormal, HeUniform, HeNormal)
from _conf import emit

np.random.seed(1)
d = nn.Dense(7, 5)
emit("dense_weight", d.weight)
emit("dense_bias", d.bias)
emit("conv_weight", nn.Conv2d(3, 4, 3).weight.reshape(-1)[:20])
inits = [("truncated", TruncatedNormal(0.02)), ("truncated_shifted", TruncatedNormal(0.5, 0.1, -0.3, 0.6)),
         ("normal", Normal(0.1, 0.5)), ("uniform", Uniform(0.3)), ("xavier_uniform", XavierUniform()),
         ("xavier_normal", XavierNormal(2.0)), ("he_uniform", HeUniform()), ("he_normal", HeNormal(mode="fan_out")),
         ("by_name", "truncatedNormal")]
for name, init in inits:
    emit(name, initializer(init, (6, 9), ms.float32))
emit("float16", initializer(Normal(), (3, 4), ms.float16))
emit("large", initializer(Normal(1.0), (40, 50), ms.float32).asnumpy().reshape(-1)[1020:1040])

ms.set_seed(3)
emit("after_set_seed", nn.Dense(4, 3).weight)
emit("numpy_after", Tensor(np.random.rand(3).astype(np.float32)))
emit("embedding", nn.Embedding(5, 3).embedding_table)

np.random.seed(2)
cell = nn.LSTMCell(2, 3)
emit("lstm_cell", [p for p in cell.get_parameters()])
lstm = nn.LSTM(2, 3, num_layers=2, bidirectional=True)
emit("lstm", [(p.name, p.reshape(-1)[:4]) for p in lstm.get_parameters()])
emit("numpy_after_rnn", Tensor(np.random.rand(2).astype(np.float32)))
