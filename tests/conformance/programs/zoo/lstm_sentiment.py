"""The LSTM sentiment network of MindSpore's model zoo (examples/zoo/lstm.py: embedding, bidirectional
nn.LSTM, first and last time steps into a Dense): forward, gradients w.r.t. the LSTM and decoder
Parameters, two Momentum train steps."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from _conf import emit
from _zoo import pattern, set_weights, zoo_path

zoo_path()
from lstm import SentimentNet

REQUIRES = ("nn.LSTM",)

table = ms.Tensor((pattern(20 * 8, 99).reshape(20, 8) * 0.5).astype(np.float32))
net = SentimentNet(vocab_size=20, embed_size=8, num_hiddens=6, num_layers=2, bidirectional=True,
                   num_classes=2, weight=table, batch_size=2, seq_len=5)
emit("param names", set_weights(net))
ids = ms.Tensor(np.array([[1, 5, 7, 2, 19], [3, 3, 0, 11, 4]], np.int32))
y = ms.Tensor(np.array([0, 1], np.int32))

emit("forward", net(ids), rtol=1e-4, atol=1e-5)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
with_loss = nn.WithLossCell(net, loss_fn)
weights = net.trainable_params()
loss, grads = ms.value_and_grad(with_loss, None, weights)(ids, y)
emit("loss", loss, rtol=1e-4, atol=1e-5)
emit("trainable names", [p.name for p in weights])
for p, g in zip(weights, grads):
    emit("grad " + p.name, g, rtol=1e-3, atol=1e-5)
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
train = nn.TrainOneStepCell(with_loss, opt)
emit("train step 1 loss", train(ids, y), rtol=1e-4, atol=1e-5)
emit("train step 2 loss", train(ids, y), rtol=1e-4, atol=1e-5)
