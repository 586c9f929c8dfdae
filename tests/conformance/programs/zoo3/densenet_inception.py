"""Branchy CNNs from MindSpore's model zoo, reduced: DenseNet (research/cv/densenet: _DenseLayer /
_DenseBlock over a CellList with Concat, _Transition as SequentialCell(OrderedDict) with AvgPool2d or
MaxPool2d, GlobalAvgPooling by ReduceMean(keep_dims) + Shape + Reshape) and Inception-v3 blocks
(official/cv/Inception/inceptionv3: BasicConv2d with XavierUniform and BatchNorm eps 1e-3 /
momentum 0.9997, Inception_A with AvgPool2d(3, pad_mode 'same'), Inception_B with 'valid' stride 2 and
MaxPool2d, Inception_C with (1, 7)/(7, 1) kernels); forward in eval and train mode, loss, gradients,
the zoo's RMSProp (decay 0.9, momentum 0.9, epsilon 1.0) over grouped weight decay."""
from collections import OrderedDict
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.ops import operations as P
from mindspore.common.initializer import XavierUniform
from _conf import emit
from _zoo3 import head, image, set_weights


class GlobalAvgPooling(nn.Cell):
    def __init__(self):
        super(GlobalAvgPooling, self).__init__()
        self.mean = P.ReduceMean(True)
        self.shape = P.Shape()
        self.reshape = P.Reshape()

    def construct(self, x):
        x = self.mean(x, (2, 3))
        b, c, _, _ = self.shape(x)
        x = self.reshape(x, (b, c))
        return x


def conv3x3(in_channels, out_channels, stride=1, padding=1, has_bias=False):
    return nn.Conv2d(in_channels, out_channels, kernel_size=3, stride=stride, has_bias=has_bias, padding=padding,
                     pad_mode="pad")


def conv1x1(in_channels, out_channels, stride=1, padding=0, has_bias=False):
    return nn.Conv2d(in_channels, out_channels, kernel_size=1, stride=stride, has_bias=has_bias, padding=padding,
                     pad_mode="pad")


class _DenseLayer(nn.Cell):
    def __init__(self, num_input_features, growth_rate, bn_size, drop_rate):
        super(_DenseLayer, self).__init__()
        self.norm1 = nn.BatchNorm2d(num_input_features)
        self.relu1 = nn.ReLU()
        self.conv1 = conv1x1(num_input_features, bn_size * growth_rate)
        self.norm2 = nn.BatchNorm2d(bn_size * growth_rate)
        self.relu2 = nn.ReLU()
        self.conv2 = conv3x3(bn_size * growth_rate, growth_rate)
        self.keep_prob = 1.0 - drop_rate
        self.dropout = nn.Dropout(p=1 - self.keep_prob)

    def construct(self, features):
        bottleneck = self.conv1(self.relu1(self.norm1(features)))
        new_features = self.conv2(self.relu2(self.norm2(bottleneck)))
        if self.keep_prob < 1:
            new_features = self.dropout(new_features)
        return new_features


class _DenseBlock(nn.Cell):
    def __init__(self, num_layers, num_input_features, bn_size, growth_rate, drop_rate):
        super(_DenseBlock, self).__init__()
        self.cell_list = nn.CellList()
        for i in range(num_layers):
            layer = _DenseLayer(num_input_features + i * growth_rate, growth_rate=growth_rate, bn_size=bn_size,
                                drop_rate=drop_rate)
            self.cell_list.append(layer)
        self.concate = P.Concat(axis=1)

    def construct(self, init_features):
        features = init_features
        for layer in self.cell_list:
            new_features = layer(features)
            features = self.concate((features, new_features))
        return features


class _Transition(nn.Cell):
    def __init__(self, num_input_features, num_output_features, avgpool=False):
        super(_Transition, self).__init__()
        if avgpool:
            poollayer = nn.AvgPool2d(kernel_size=2, stride=2)
        else:
            poollayer = nn.MaxPool2d(kernel_size=2, stride=2)
        self.features = nn.SequentialCell(OrderedDict([
            ('norm', nn.BatchNorm2d(num_input_features)),
            ('relu', nn.ReLU()),
            ('conv', conv1x1(num_input_features, num_output_features)),
            ('pool', poollayer)
        ]))

    def construct(self, x):
        x = self.features(x)
        return x


class TinyDenseNet(nn.Cell):
    def __init__(self, num_classes=4):
        super(TinyDenseNet, self).__init__()
        self.features = nn.SequentialCell(OrderedDict([
            ('conv0', conv3x3(3, 6)),
            ('norm0', nn.BatchNorm2d(6)),
            ('relu0', nn.ReLU()),
            ('denseblock1', _DenseBlock(2, 6, 2, 3, 0.0)),
            ('transition1', _Transition(12, 6, avgpool=True)),
            ('denseblock2', _DenseBlock(2, 6, 2, 3, 0.0)),
            ('transition2', _Transition(12, 6, avgpool=False)),
            ('norm5', nn.BatchNorm2d(6)),
            ('relu5', nn.ReLU()),
        ]))
        self.avgpool = GlobalAvgPooling()
        self.fc = nn.Dense(6, num_classes, has_bias=True)

    def construct(self, x):
        return self.fc(self.avgpool(self.features(x)))


class BasicConv2d(nn.Cell):
    def __init__(self, in_channel, out_channel, kernel_size, stride=1, pad_mode='same', padding=0, has_bias=False):
        super(BasicConv2d, self).__init__()
        self.conv = nn.Conv2d(in_channel, out_channel, kernel_size=kernel_size, stride=stride, pad_mode=pad_mode,
                              padding=padding, weight_init=XavierUniform(), has_bias=has_bias)
        self.bn = nn.BatchNorm2d(out_channel, eps=0.001, momentum=0.9997)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.conv(x)
        x = self.bn(x)
        x = self.relu(x)
        return x


class Inception_A(nn.Cell):
    def __init__(self, in_channels, pool_features, has_bias=False):
        super(Inception_A, self).__init__()
        self.concat = P.Concat(axis=1)
        self.branch0 = BasicConv2d(in_channels, 4, kernel_size=1, has_bias=has_bias)
        self.branch1 = nn.SequentialCell([BasicConv2d(in_channels, 3, kernel_size=1, has_bias=has_bias),
                                          BasicConv2d(3, 4, kernel_size=5, has_bias=has_bias)])
        self.branch2 = nn.SequentialCell([BasicConv2d(in_channels, 4, kernel_size=1, has_bias=has_bias),
                                          BasicConv2d(4, 5, kernel_size=3, has_bias=has_bias),
                                          BasicConv2d(5, 5, kernel_size=3, has_bias=has_bias)])
        self.branch_pool = nn.SequentialCell([nn.AvgPool2d(kernel_size=3, pad_mode='same'),
                                              BasicConv2d(in_channels, pool_features, kernel_size=1,
                                                          has_bias=has_bias)])

    def construct(self, x):
        x0 = self.branch0(x)
        x1 = self.branch1(x)
        x2 = self.branch2(x)
        branch_pool = self.branch_pool(x)
        return self.concat((x0, x1, x2, branch_pool))


class Inception_B(nn.Cell):
    def __init__(self, in_channels, has_bias=False):
        super(Inception_B, self).__init__()
        self.concat = P.Concat(axis=1)
        self.branch0 = BasicConv2d(in_channels, 6, kernel_size=3, stride=2, pad_mode='valid', has_bias=has_bias)
        self.branch1 = nn.SequentialCell([BasicConv2d(in_channels, 4, kernel_size=1, has_bias=has_bias),
                                          BasicConv2d(4, 5, kernel_size=3, has_bias=has_bias),
                                          BasicConv2d(5, 5, kernel_size=3, stride=2, pad_mode='valid',
                                                      has_bias=has_bias)])
        self.branch_pool = nn.MaxPool2d(kernel_size=3, stride=2)

    def construct(self, x):
        x0 = self.branch0(x)
        x1 = self.branch1(x)
        branch_pool = self.branch_pool(x)
        return self.concat((x0, x1, branch_pool))


class Inception_C(nn.Cell):
    def __init__(self, in_channels, channels_7x7, has_bias=False):
        super(Inception_C, self).__init__()
        self.concat = P.Concat(axis=1)
        self.branch0 = BasicConv2d(in_channels, 4, kernel_size=1, has_bias=has_bias)
        self.branch1 = nn.SequentialCell([
            BasicConv2d(in_channels, channels_7x7, kernel_size=1, has_bias=has_bias),
            BasicConv2d(channels_7x7, channels_7x7, kernel_size=(1, 7), has_bias=has_bias),
            BasicConv2d(channels_7x7, 4, kernel_size=(7, 1), has_bias=has_bias)])
        self.branch_pool = nn.SequentialCell([nn.AvgPool2d(kernel_size=3, pad_mode='same'),
                                              BasicConv2d(in_channels, 4, kernel_size=1, has_bias=has_bias)])

    def construct(self, x):
        x0 = self.branch0(x)
        x1 = self.branch1(x)
        branch_pool = self.branch_pool(x)
        return self.concat((x0, x1, branch_pool))


class TinyInception(nn.Cell):
    def __init__(self, num_classes=4):
        super(TinyInception, self).__init__()
        self.stem = BasicConv2d(3, 6, kernel_size=3, stride=1, pad_mode='valid')
        self.mixed_a = Inception_A(6, pool_features=3)
        self.mixed_b = Inception_B(16)
        self.mixed_c = Inception_C(27, channels_7x7=3)
        self.mean = P.ReduceMean(keep_dims=False)
        self.fc = nn.Dense(12, num_classes)

    def construct(self, x):
        x = self.mixed_c(self.mixed_b(self.mixed_a(self.stem(x))))
        return self.fc(self.mean(x, (2, 3)))


x = image(2, 3, 17)
y = ms.Tensor(np.array([2, 0], np.int32))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
for name, net in (("densenet", TinyDenseNet()), ("inception", TinyInception())):
    if name == "inception":
        w = net.stem.conv.weight.asnumpy()
        bound = np.sqrt(6.0 / (3 * 9 + 6 * 9))
        emit("XavierUniform bound held", bool(np.abs(w).max() <= bound + 1e-6))
        emit("inception bn eps/momentum", (net.stem.bn.eps, round(float(net.stem.bn.momentum), 6)))
    emit(name + " param names", set_weights(net))
    net.set_train(False)
    emit(name + " eval forward", net(x), rtol=1e-4, atol=1e-5)
    net.set_train(True)
    emit(name + " train forward", net(x), rtol=1e-4, atol=1e-5)
    net.set_train(False)
    with_loss = nn.WithLossCell(net, loss_fn)
    params = net.trainable_params()
    grads = ms.grad(with_loss, None, params)(x, y)
    for p, g in list(zip(params, grads))[:12]:
        emit(name + " grad " + p.name, head(g, 24), rtol=1e-3, atol=1e-5)
    decay, no_decay = [], []
    for param in net.trainable_params():
        if 'beta' not in param.name and 'gamma' not in param.name and 'bias' not in param.name:
            decay.append(param)
        else:
            no_decay.append(param)
    group_params = [{'params': decay, 'weight_decay': 4e-5}, {'params': no_decay}]
    opt = nn.RMSProp(group_params, 0.01, decay=0.9, weight_decay=0.0, momentum=0.9, epsilon=1.0)
    train = nn.TrainOneStepCell(with_loss, opt)
    train.set_train()
    for step in range(2):
        emit(f"{name} train step {step} loss", train(x, y), rtol=1e-4, atol=1e-5)
    emit(name + " rmsprop mean_square head", head(opt.ms[0], 16), rtol=1e-3, atol=1e-8)
    emit(name + " fc weight after", head(net.fc.weight, 16), rtol=1e-4, atol=1e-6)
    net.set_train(False)
    emit(name + " eval forward after", net(x), rtol=1e-3, atol=1e-4)
