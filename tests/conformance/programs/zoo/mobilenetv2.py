"""MobileNetV2 from MindSpore's model zoo (examples/zoo/mobilenetv2.py, unmodified: backbone of
ConvBNReLU/InvertedResidual blocks with depthwise convolutions and ReLU6, head combined by
mobilenet_v2): forward in eval mode, loss gradients w.r.t. a few Parameters, two Momentum train steps."""
import mindspore as ms
import mindspore.nn as nn
from _conf import emit
from _zoo import head, image, labels, set_weights, zoo_path

zoo_path()
from mobilenetv2 import MobileNetV2Backbone, MobileNetV2Head, mobilenet_v2

# nn.ReLU6 comes from h-nn; Graph mode needs nested SequentialCells (h-syntax)
REQUIRES = ("nn.ReLU6", "graph:nested-cells")

backbone = MobileNetV2Backbone()
net = mobilenet_v2(backbone, MobileNetV2Head(input_channel=backbone.out_channels, num_classes=10))
names = set_weights(net)
emit("parameter count", len(names))
emit("param names head", names[:12])
x = image(2, 3, 64)   # 64x64: at 32x32 the last BatchNorms see 2 values per channel in train mode (chaotic)
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
weights = ms.ParameterTuple([backbone.features[0].features[0].weight, backbone.features[2].conv[1].features[0].weight,
                             net.head.head[1].weight])
loss, grads = ms.value_and_grad(with_loss, None, weights)(x, y)
emit("loss", loss, rtol=1e-4, atol=1e-5)
emit("grad features.0 conv weight head", head(grads[0], 64), rtol=1e-2, atol=1e-4)
emit("grad features.2 depthwise weight head", head(grads[1], 64), rtol=1e-2, atol=1e-4)
emit("grad head dense weight head", head(grads[2], 64), rtol=1e-3, atol=1e-5)

opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train = nn.TrainOneStepCell(with_loss, opt)
emit("train step 1 loss", train(x, y), rtol=1e-3, atol=1e-4)
emit("train step 2 loss", train(x, y), rtol=1e-3, atol=1e-4)
emit("forward after training", net(x), rtol=1e-2, atol=1e-3)
