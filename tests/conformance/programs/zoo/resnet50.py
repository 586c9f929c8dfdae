"""ResNet-50 from MindSpore's model zoo (examples/zoo/resnet.py, unmodified: nested SequentialCells of
ResidualBlocks with down_sample_layer): forward in eval mode, loss gradients w.r.t. a few Parameters
(GradOperation(get_by_list=True)), two Momentum train steps, forward after."""
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from _conf import emit
from _zoo import head, image, labels, set_weights, zoo_path

zoo_path()
from resnet import resnet50

# Graph mode needs nested SequentialCells (layerN -> ResidualBlock -> down_sample_layer): h-syntax
REQUIRES = ("graph:nested-cells",)

net = resnet50(class_num=10)
names = set_weights(net)
emit("parameter count", len(names))
emit("param names head", names[:12])
x = image(2, 3, 64)   # 64x64: at 32x32 layer4's BatchNorms see 2 values per channel in train mode (chaotic)
y = labels(2, 10)

net.set_train(False)
emit("forward", net(x), rtol=1e-3, atol=1e-4)

loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
with_loss = nn.WithLossCell(net, loss_fn)
# BatchNorm with batch statistics (train mode): one loss.  Gradients and train steps then run in
# eval mode: with batch 2 some channels that ReLU leaves almost constant get a batch variance far
# below eps, and their gradients amplify float32 rounding (MindSpore and msgraph then differ by
# percents for reasons of summation order alone).
net.set_train(True)
emit("train-mode loss", with_loss(x, y), rtol=1e-3, atol=1e-4)
net.set_train(False)
weights = ms.ParameterTuple([net.conv1.weight, net.layer4[2].bn3.gamma, net.end_point.bias])
grads = ops.GradOperation(get_by_list=True)(with_loss, weights)(x, y)
emit("grad conv1.weight head", head(grads[0], 64), rtol=1e-2, atol=1e-4)
emit("grad layer4.2.bn3.gamma head", head(grads[1], 64), rtol=1e-2, atol=1e-4)
emit("grad end_point.bias", grads[2], rtol=1e-3, atol=1e-5)

opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train = nn.TrainOneStepCell(with_loss, opt)
emit("train step 1 loss", train(x, y), rtol=1e-3, atol=1e-4)
# rtol 1e-2: after one update this loss sums the effect of 23M weight changes; a BLAS kernel with
# another accumulation order (OPENBLAS_CORETYPE=Sandybridge) moved it by 1.6e-3 relative
emit("train step 2 loss", train(x, y), rtol=1e-2, atol=1e-4)
emit("forward after training", net(x), rtol=1e-2, atol=1e-3)
