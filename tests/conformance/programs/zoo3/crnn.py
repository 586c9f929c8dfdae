"""CRNN from MindSpore's model zoo (official/cv/CRNN/src/crnn.py CRNNV2, loss.py, crnn_for_train.py;
reduced channels): VGG of Conv (TruncatedNormal init, BatchNorm eps 1e-4, pad_mode 'same'/'valid'),
MaxPool2d 'same' with (2, 1) kernels, BidirectionalLSTM (nn.LSTM bidirectional with zero h0/c0
Tensors, Dense over T*b), the zoo's CTCLoss (P.CTCLoss with int Parameters for indices and lengths),
TrainOneStepCellWithGradClip (Fill sens, ops.norm per gradient through HyperMap/partial, Concat,
Select clip, add_flags(defer_inline)), nn.SGD with momentum + nesterov and nn.cosine_decay_lr."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, Parameter
from mindspore.common import dtype as mstype
from mindspore.common.initializer import TruncatedNormal
from mindspore.nn.loss.loss import LossBase
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from _conf import emit
from _zoo3 import head, image, set_weights


def _bn(channel):
    return nn.BatchNorm2d(channel, eps=1e-4, momentum=0.9, gamma_init=1, beta_init=0, moving_mean_init=0,
                          moving_var_init=1)


class Conv(nn.Cell):
    def __init__(self, in_channel, out_channel, kernel_size=3, stride=1, use_bn=False, pad_mode='same'):
        super(Conv, self).__init__()
        self.conv = nn.Conv2d(in_channel, out_channel, kernel_size=kernel_size, stride=stride, padding=0,
                              pad_mode=pad_mode, weight_init=TruncatedNormal(0.02))
        self.bn = _bn(out_channel)
        self.Relu = nn.ReLU()
        self.use_bn = use_bn

    def construct(self, x):
        out = self.conv(x)
        if self.use_bn:
            out = self.bn(out)
        out = self.Relu(out)
        return out


class VGG(nn.Cell):
    def __init__(self, c=(4, 6, 8, 8, 10, 10, 10)):
        super(VGG, self).__init__()
        self.conv1 = Conv(3, c[0], use_bn=True)
        self.conv2 = Conv(c[0], c[1], use_bn=True)
        self.conv3 = Conv(c[1], c[2], use_bn=True)
        self.conv4 = Conv(c[2], c[3], use_bn=True)
        self.conv5 = Conv(c[3], c[4], use_bn=True)
        self.conv6 = Conv(c[4], c[5], use_bn=True)
        self.conv7 = Conv(c[5], c[6], kernel_size=2, pad_mode='valid', use_bn=True)
        self.maxpool2d1 = nn.MaxPool2d(kernel_size=2, stride=2, pad_mode='same')
        self.maxpool2d2 = nn.MaxPool2d(kernel_size=(2, 1), stride=(2, 1), pad_mode='same')
        self.bn1 = _bn(c[6])

    def construct(self, x):
        x = self.conv1(x)
        x = self.maxpool2d1(x)
        x = self.conv2(x)
        x = self.maxpool2d1(x)
        x = self.conv3(x)
        x = self.conv4(x)
        x = self.maxpool2d2(x)
        x = self.conv5(x)
        x = self.conv6(x)
        x = self.maxpool2d2(x)
        x = self.conv7(x)
        return x


class BidirectionalLSTM(nn.Cell):
    def __init__(self, nIn, nHidden, nOut, batch_size):
        super(BidirectionalLSTM, self).__init__()
        self.rnn = nn.LSTM(nIn, nHidden, bidirectional=True)
        self.embedding = nn.Dense(in_channels=nHidden * 2, out_channels=nOut)
        self.h0 = Tensor(np.zeros([1 * 2, batch_size, nHidden]).astype(np.float32))
        self.c0 = Tensor(np.zeros([1 * 2, batch_size, nHidden]).astype(np.float32))

    def construct(self, x):
        recurrent, _ = self.rnn(x, (self.h0, self.c0))
        T, b, h = P.Shape()(recurrent)
        t_rec = P.Reshape()(recurrent, (T * b, h,))
        out = self.embedding(t_rec)
        out = P.Reshape()(out, (T, b, -1,))
        return out


class Config:
    batch_size = 2
    input_size = 10
    hidden_size = 6
    class_num = 5
    num_step = 9
    max_text_length = 3


class CRNNV2(nn.Cell):
    def __init__(self, config):
        super(CRNNV2, self).__init__()
        self.batch_size = config.batch_size
        self.input_size = config.input_size
        self.hidden_size = config.hidden_size
        self.num_classes = config.class_num
        self.reshape = P.Reshape()
        self.transpose = P.Transpose()
        self.vgg = VGG()
        self.rnn = nn.SequentialCell([
            BidirectionalLSTM(self.input_size, self.hidden_size, self.hidden_size, self.batch_size),
            BidirectionalLSTM(self.hidden_size, self.hidden_size, self.num_classes, self.batch_size)])

    def construct(self, x):
        x = self.vgg(x)
        x = self.reshape(x, (self.batch_size, self.input_size, -1))
        x = self.transpose(x, (2, 0, 1))
        x = self.rnn(x)
        return x


class CTCLoss(LossBase):
    def __init__(self, max_sequence_length, max_label_length, batch_size):
        super(CTCLoss, self).__init__()
        self.sequence_length = Parameter(Tensor(np.array([max_sequence_length] * batch_size), mstype.int32),
                                         name="sequence_length")
        labels_indices = []
        for i in range(batch_size):
            for j in range(max_label_length):
                labels_indices.append([i, j])
        self.labels_indices = Parameter(Tensor(np.array(labels_indices), mstype.int64), name="labels_indices")
        self.reshape = P.Reshape()
        self.ctc_loss = P.CTCLoss(ctc_merge_repeated=True)

    def construct(self, logit, label):
        labels_values = self.reshape(label, (-1,))
        loss, _ = self.ctc_loss(logit, self.labels_indices, labels_values, self.sequence_length)
        return loss


compute_norm = C.MultitypeFuncGraph("compute_norm")


@compute_norm.register("Tensor")
def _compute_norm(grad):
    norm = ops.norm(F.cast(grad, mstype.float32))
    ret = F.expand_dims(F.cast(norm, mstype.float32), 0)
    return ret


grad_div = C.MultitypeFuncGraph("grad_div")


@grad_div.register("Tensor", "Tensor")
def _grad_div(val, grad):
    div = P.RealDiv()
    mul = P.Mul()
    scale = div(10.0, val)
    ret = mul(grad, scale)
    return ret


class TrainOneStepCellWithGradClip(nn.Cell):
    def __init__(self, network, optimizer, sens=1.0):
        super(TrainOneStepCellWithGradClip, self).__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.network.add_flags(defer_inline=True)
        self.weights = optimizer.parameters
        self.optimizer = optimizer
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.reducer_flag = False
        self.grad_reducer = None
        self.hyper_map = C.HyperMap()
        self.greater = P.Greater()
        self.select = P.Select()
        self.dtype = P.DType()
        self.cast = P.Cast()
        self.concat = P.Concat(axis=0)
        self.ten = Tensor(np.array([10.0]).astype(np.float32))

    def construct(self, data, label):
        weights = self.weights
        loss = self.network(data, label)
        sens = P.Fill()(P.DType()(loss), P.Shape()(loss), self.sens)
        grads = self.grad(self.network, weights)(data, label, sens)
        norm = self.hyper_map(F.partial(compute_norm), grads)
        norm = self.concat(norm)
        norm = ops.norm(norm, keepdim=True)
        cond = self.greater(norm, self.cast(self.ten, self.dtype(norm)))
        clip_val = self.select(cond, norm, self.cast(self.ten, self.dtype(norm)))
        grads = self.hyper_map(F.partial(grad_div, clip_val), grads)
        loss = F.depend(loss, self.optimizer(grads))
        return loss


config = Config()
net = CRNNV2(config)
emit("conv TruncatedNormal weight bounded", bool(np.abs(net.vgg.conv1.conv.weight.asnumpy()).max() <= 0.04 + 1e-6))
emit("lstm param names/shapes", [(p.name, p.shape) for p in net.rnn[0].rnn.get_parameters()])
emit("param count", len(set_weights(net)))
x = image(2, 3, 32, 40)
label = Tensor(np.array([[0, 2, 1], [3, 3, 1]], np.int32))

net.set_train(False)
logits = net(x)
emit("eval logits shape", logits.shape)
emit("eval logits", head(logits, 60), rtol=1e-4, atol=1e-5)
loss = CTCLoss(max_sequence_length=config.num_step, max_label_length=config.max_text_length,
               batch_size=config.batch_size)
emit("ctc loss params", [(p.name, str(p.dtype), p.requires_grad) for p in loss.get_parameters()])
emit("ctc loss (eval)", loss(logits, label), rtol=1e-4, atol=1e-5)
net_with_loss = nn.WithLossCell(net, loss)
weights = [net.vgg.conv1.conv.weight, net.rnn[0].rnn.w_ih_list[0], net.rnn[1].embedding.weight]
grads = ms.grad(net_with_loss, None, weights)(x, label)
for w, g in zip(weights, grads):
    emit("grad " + w.name, head(g, 32), rtol=1e-3, atol=1e-5)

lr = nn.cosine_decay_lr(0.0, 0.02, total_step=6, step_per_epoch=2, decay_epoch=3)
emit("cosine_decay_lr", lr)
opt = nn.SGD(params=net.trainable_params(), learning_rate=lr, momentum=0.9, nesterov=True)
net_with_grads = TrainOneStepCellWithGradClip(net_with_loss, opt).set_train()
for step in range(3):
    emit(f"train step {step} loss", net_with_grads(x, label), rtol=1e-4, atol=1e-5)
emit("sgd accum head", head(opt.accum[0], 16), rtol=1e-3, atol=1e-7)
emit("embedding weight after", head(net.rnn[1].embedding.weight, 24), rtol=1e-4, atol=1e-6)
net.set_train(False)
emit("ctc loss after", loss(net(x), label), rtol=1e-4, atol=1e-5)
