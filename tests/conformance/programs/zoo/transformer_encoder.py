"""A Transformer-encoder classifier over MindSpore's nn.TransformerEncoderLayer / nn.TransformerEncoder
(examples/zoo/transformer_encoder.py): forward, gradients w.r.t. every Parameter, two Momentum train
steps (dropout 0, so train mode is deterministic)."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from _conf import emit
from _zoo import head, set_weights, zoo_path

zoo_path()
from transformer_encoder import TransformerClassifier

REQUIRES = ("nn.TransformerEncoderLayer",)

net = TransformerClassifier(vocab_size=20, d_model=8, nhead=2, num_layers=2, dim_feedforward=16, max_len=8,
                            num_classes=3)
emit("param names", set_weights(net))
ids = ms.Tensor(np.array([[1, 5, 7, 2, 19, 0], [3, 3, 0, 11, 4, 8]], np.int32))
y = ms.Tensor(np.array([0, 2], np.int32))

net.set_train(True)
emit("forward", net(ids), rtol=1e-4, atol=1e-5)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
with_loss = nn.WithLossCell(net, loss_fn)
weights = net.trainable_params()
loss, grads = ms.value_and_grad(with_loss, None, weights)(ids, y)
emit("loss", loss, rtol=1e-4, atol=1e-5)
for p, g in zip(weights, grads):
    emit("grad " + p.name, head(g, 64), rtol=1e-3, atol=1e-5)
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
train = nn.TrainOneStepCell(with_loss, opt)
emit("train step 1 loss", train(ids, y), rtol=1e-4, atol=1e-5)
emit("train step 2 loss", train(ids, y), rtol=1e-4, atol=1e-5)
