"""LeNet-5 from MindSpore's model zoo (examples/zoo/lenet.py, unmodified): forward in eval mode,
loss gradients w.r.t. Parameters (value_and_grad with weights), two Momentum train steps, forward after."""
import mindspore as ms
import mindspore.nn as nn
from _conf import emit
from _zoo import head, image, labels, set_weights, zoo_path

zoo_path()
from lenet import LeNet5

net = LeNet5(num_class=10, num_channel=1)
emit("param names", set_weights(net))
x = image(2, 1, 32)
y = labels(2, 10)

net.set_train(False)
emit("forward", net(x), rtol=1e-4, atol=1e-5)

net.set_train(True)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")


def forward(data, label):
    return loss_fn(net(data), label)


weights = [net.conv1.weight, net.fc1.weight, net.fc3.bias]
loss, grads = ms.value_and_grad(forward, None, weights)(x, y)
emit("loss", loss, rtol=1e-4, atol=1e-5)
emit("grad conv1.weight", grads[0], rtol=1e-3, atol=1e-5)
emit("grad fc1.weight head", head(grads[1], 128), rtol=1e-3, atol=1e-5)
emit("grad fc3.bias", grads[2], rtol=1e-3, atol=1e-5)

opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
emit("train step 1 loss", train(x, y), rtol=1e-4, atol=1e-5)
emit("train step 2 loss", train(x, y), rtol=1e-4, atol=1e-5)
net.set_train(False)
emit("forward after training", net(x), rtol=1e-3, atol=1e-5)
