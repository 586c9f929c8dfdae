# Model code adapted from mindspore-ai/models official/gnn/GCN/src/{gcn,metrics}.py and research/gnn/gat/src/{gat,utils}.py, train.py:
# Copyright 2020-2022 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
# ============================================================================
"""GCN (official/gnn/GCN) and GAT (research/gnn/gat) from the model zoo on a 7-node graph: GraphConvolution
(Dense with a Tensor weight_init, get_activation, MatMul with the adjacency), the masked Loss (L2Loss of the
first weight, SoftmaxCrossEntropyWithLogits()[0]) and Accuracy (Argmax/Equal), the zoo's TrainOneStepCell
(add_flags(defer_inline), Fill(DType, Shape) sens) in TrainNetWrapper; GAT's GNNFeatureTransform
(@cell_attr_register, reshape via F.shape), AttentionHead (training kwarg, LeakyReLU + bias_mat, Softmax,
Squeeze/ExpandDims), AttentionAggregator (CellList of heads, tuple +=, Concat(-1) / AddN), GAT
(add_flags_recursive(fp16=True)), MaskedSoftMaxLoss (a Python loop over a ParameterTuple, /= and *=),
TrainGAT; train.py's epoch loop with the format() line and save_checkpoint of train_net.network."""
import os
import tempfile
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, Parameter
from mindspore.common import dtype as mstype
from mindspore.common.initializer import initializer
from mindspore.common.parameter import ParameterTuple
from mindspore.nn.layer.activation import get_activation
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore._extends import cell_attr_register
from _conf import emit
from _zoo4 import set_weights

N, FEAT, NCLS = 7, 6, 3
FOLLOW_PYNATIVE = {
    "gat epoch numbers": "MindSpore's Graph mode gives masked accuracies above 1 (1.53, 1.81: mean(correct * mask / "
                         "mean(mask)) cannot exceed 1); its `mask /= ...` seems to write through to the Cell's mask",
}


def glorot(shape):
    """(np.random.uniform replaced by a fixed pattern)"""
    init_range = np.sqrt(6.0/(shape[0]+shape[1]))
    initial = (init_range * np.sin(np.arange(shape[0] * shape[1]) * 1.3)).reshape(shape).astype(np.float32)
    return Tensor(initial)


class GraphConvolution(nn.Cell):
    def __init__(self,
                 feature_in_dim,
                 feature_out_dim,
                 dropout_ratio=None,
                 activation=None):
        super(GraphConvolution, self).__init__()
        self.in_dim = feature_in_dim
        self.out_dim = feature_out_dim
        self.weight_init = glorot([self.out_dim, self.in_dim])
        self.fc = nn.Dense(self.in_dim,
                           self.out_dim,
                           weight_init=self.weight_init,
                           has_bias=False)
        self.dropout_ratio = dropout_ratio
        if self.dropout_ratio is not None:
            self.dropout = nn.Dropout(p=self.dropout_ratio)
        self.dropout_flag = self.dropout_ratio is not None
        self.activation = get_activation(activation)
        self.activation_flag = self.activation is not None
        self.matmul = P.MatMul()

    def construct(self, adj, input_feature):
        dropout = input_feature
        if self.dropout_flag:
            dropout = self.dropout(dropout)

        fc = self.fc(dropout)
        output_feature = self.matmul(adj, fc)

        if self.activation_flag:
            output_feature = self.activation(output_feature)
        return output_feature


class GCN(nn.Cell):
    def __init__(self, config, input_dim, output_dim):
        super(GCN, self).__init__()
        self.layer0 = GraphConvolution(input_dim, config.hidden1, activation="relu", dropout_ratio=config.dropout)
        self.layer1 = GraphConvolution(config.hidden1, output_dim, dropout_ratio=None)

    def construct(self, adj, feature):
        output0 = self.layer0(adj, feature)
        output1 = self.layer1(adj, output0)
        return output1


class Loss(nn.Cell):
    def __init__(self, label, mask, weight_decay, param):
        super(Loss, self).__init__(auto_prefix=False)
        self.label = Tensor(label)
        self.mask = Tensor(mask)
        self.loss = P.SoftmaxCrossEntropyWithLogits()
        self.one = Tensor(1.0, mstype.float32)
        self.zero = Tensor(0.0, mstype.float32)
        self.mean = P.ReduceMean()
        self.cast = P.Cast()
        self.l2_loss = P.L2Loss()
        self.reduce_sum = P.ReduceSum()
        self.weight_decay = weight_decay
        self.param = param

    def construct(self, preds):
        param = self.l2_loss(self.param)
        loss = self.weight_decay * param
        preds = self.cast(preds, mstype.float32)
        loss = loss + self.loss(preds, self.label)[0]
        mask = self.cast(self.mask, mstype.float32)
        mask_reduce = self.mean(mask)
        mask = mask / mask_reduce
        loss = loss * mask
        loss = self.mean(loss)
        return loss


class Accuracy(nn.Cell):
    def __init__(self, label, mask):
        super(Accuracy, self).__init__(auto_prefix=False)
        self.label = Tensor(label)
        self.mask = Tensor(mask)
        self.equal = P.Equal()
        self.argmax = P.Argmax()
        self.cast = P.Cast()
        self.mean = P.ReduceMean()

    def construct(self, preds):
        preds = self.cast(preds, mstype.float32)
        correct_prediction = self.equal(self.argmax(preds), self.argmax(self.label))
        accuracy_all = self.cast(correct_prediction, mstype.float32)
        mask = self.cast(self.mask, mstype.float32)
        mask_reduce = self.mean(mask)
        mask = mask / mask_reduce
        accuracy_all *= mask
        return self.mean(accuracy_all)


class LossAccuracyWrapper(nn.Cell):
    def __init__(self, network, label, mask, weight_decay):
        super(LossAccuracyWrapper, self).__init__(auto_prefix=False)
        self.network = network
        self.loss = Loss(label, mask, weight_decay, network.trainable_params()[0])
        self.accuracy = Accuracy(label, mask)

    def construct(self, adj, feature):
        preds = self.network(adj, feature)
        loss = self.loss(preds)
        accuracy = self.accuracy(preds)
        return loss, accuracy


class LossWrapper(nn.Cell):
    def __init__(self, network, label, mask, weight_decay):
        super(LossWrapper, self).__init__(auto_prefix=False)
        self.network = network
        self.loss = Loss(label, mask, weight_decay, network.trainable_params()[0])

    def construct(self, adj, feature):
        preds = self.network(adj, feature)
        loss = self.loss(preds)
        return loss


class TrainOneStepCell(nn.Cell):
    def __init__(self, network, optimizer, sens=1.0, auto_prefix=False):
        super(TrainOneStepCell, self).__init__(auto_prefix=auto_prefix)
        self.network = network
        self.network.set_grad()
        self.network.add_flags(defer_inline=True)
        self.weights = ParameterTuple(network.trainable_params())
        self.optimizer = optimizer
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens

    def construct(self, adj, feature):
        weights = self.weights
        loss = self.network(adj, feature)
        sens = P.Fill()(P.DType()(loss), P.Shape()(loss), self.sens)
        grads = self.grad(self.network, weights)(adj, feature, sens)
        return F.depend(loss, self.optimizer(grads))


class TrainNetWrapper(nn.Cell):
    def __init__(self, network, label, mask, config):
        super(TrainNetWrapper, self).__init__(auto_prefix=False)
        self.network = network
        loss_net = LossWrapper(network, label, mask, config.weight_decay)
        optimizer = nn.Adam(loss_net.trainable_params(),
                            learning_rate=config.learning_rate)
        self.loss_train_net = TrainOneStepCell(loss_net, optimizer)
        self.accuracy = Accuracy(label, mask)

    def construct(self, adj, feature):
        loss = self.loss_train_net(adj, feature)
        accuracy = self.accuracy(self.network(adj, feature))
        return loss, accuracy


# ---- GAT ----
class GNNFeatureTransform(nn.Cell):
    @cell_attr_register
    def __init__(self,
                 in_channels,
                 out_channels,
                 weight_init='normal',
                 bias_init='zeros',
                 has_bias=True):
        super(GNNFeatureTransform, self).__init__()
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.has_bias = has_bias

        if isinstance(weight_init, Tensor):
            if weight_init.ndim != 2 or weight_init.shape[0] != out_channels or \
               weight_init.shape[1] != in_channels:
                raise ValueError("weight_init shape error")

        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels]))

        if self.has_bias:
            if isinstance(bias_init, Tensor):
                if bias_init.ndim != 1 or bias_init.shape[0] != out_channels:
                    raise ValueError("bias_init shape error")

            self.bias = Parameter(initializer(bias_init, [out_channels]))

        self.matmul = P.MatMul(transpose_b=True)
        self.bias_add = P.BiasAdd()

    def construct(self, x):
        tensor_shape = F.shape(x)
        input_feature = F.reshape(x, (tensor_shape[0] * tensor_shape[1], tensor_shape[2]))
        output = self.matmul(input_feature, self.weight)
        if self.has_bias:
            output = self.bias_add(output, self.bias)
        output = F.reshape(output, (tensor_shape[0], tensor_shape[1], self.out_channels))
        return output

    def extend_repr(self):
        s = 'in_channels={}, out_channels={}'.format(self.in_channels, self.out_channels)
        if self.has_bias:
            s += ', has_bias={}'.format(self.has_bias)
        return s


class AttentionHead(nn.Cell):
    def __init__(self,
                 in_channel,
                 out_channel,
                 in_drop_ratio=0.0,
                 coef_drop_ratio=0.0,
                 residual=False,
                 coef_activation=nn.LeakyReLU(),
                 activation=nn.ELU()):
        super(AttentionHead, self).__init__()
        self.in_channel = in_channel
        self.out_channel = out_channel
        self.in_drop_ratio = in_drop_ratio
        self.in_drop = nn.Dropout(p=in_drop_ratio)
        self.in_drop_2 = nn.Dropout(p=in_drop_ratio)
        self.feature_transform = GNNFeatureTransform(
            in_channels=self.in_channel,
            out_channels=self.out_channel,
            has_bias=False,
            weight_init='XavierUniform')

        self.f_1_transform = GNNFeatureTransform(
            in_channels=self.out_channel,
            out_channels=1,
            weight_init='XavierUniform')
        self.f_2_transform = GNNFeatureTransform(
            in_channels=self.out_channel,
            out_channels=1,
            weight_init='XavierUniform')
        self.softmax = nn.Softmax()

        self.coef_drop = nn.Dropout(p=coef_drop_ratio)
        self.matmul = P.MatMul()
        self.bias_add = P.BiasAdd()
        self.bias = Parameter(initializer('zeros', self.out_channel))
        self.residual = residual
        if self.residual:
            if in_channel != out_channel:
                self.residual_transform_flag = True
                self.residual_transform = GNNFeatureTransform(
                    in_channels=self.in_channel,
                    out_channels=self.out_channel)
            else:
                self.residual_transform = None
        self.coef_activation = coef_activation
        self.activation = activation

    def construct(self, input_feature, bias_mat, training=True):
        if training is True:
            input_feature = self.in_drop(input_feature)

        feature = self.feature_transform(input_feature)
        f_1 = self.f_1_transform(feature)
        f_2 = self.f_2_transform(feature)
        logits = f_1 + P.Transpose()(f_2, (0, 2, 1))
        logits = self.coef_activation(logits) + bias_mat
        coefs = self.softmax(logits)
        if training is True:
            coefs = self.coef_drop(coefs)
            feature = self.in_drop_2(feature)

        coefs = P.Squeeze(0)(coefs)
        feature = P.Squeeze(0)(feature)

        ret = self.matmul(coefs, feature)
        ret = self.bias_add(ret, self.bias)
        ret = P.ExpandDims()(ret, 0)
        if self.residual:
            if self.residual_transform_flag:
                res = self.residual_transform(input_feature)
                ret = ret + res
            else:
                ret = ret + input_feature
        if self.activation is not None:
            ret = self.activation(ret)
        return ret


class AttentionAggregator(nn.Cell):
    def __init__(self,
                 in_channels,
                 out_channels,
                 num_heads=1,
                 in_drop=0.0,
                 coef_drop=0.0,
                 activation=nn.ELU(),
                 residual=False,
                 output_transform='concat'):
        super(AttentionAggregator, self).__init__()
        self.num_heads = num_heads
        self.attns = []
        for _ in range(num_heads):
            self.attns.append(AttentionHead(in_channels,
                                            out_channels,
                                            in_drop_ratio=in_drop,
                                            coef_drop_ratio=coef_drop,
                                            activation=activation,
                                            residual=residual))
        self.attns = nn.layer.CellList(self.attns)
        if output_transform == 'concat':
            self.out_trans = P.Concat(-1)
        elif output_transform == 'sum':
            self.out_trans = P.AddN()
        else:
            raise ValueError("output_transform must be either 'concat' or 'sum'")

    def construct(self, input_data, bias_mat, training=True):
        res = ()
        for i in range(self.num_heads):
            res += (self.attns[i](input_data, bias_mat, training),)
        return self.out_trans(res)


class GAT(nn.Cell):
    def __init__(self,
                 ftr_dims,
                 num_class,
                 num_nodes,
                 hidden_units,
                 num_heads,
                 attn_drop=0.0,
                 ftr_drop=0.0,
                 activation=nn.ELU(),
                 residual=False):
        super(GAT, self).__init__()
        self.ftr_dims = ftr_dims
        self.num_class = num_class
        self.num_nodes = num_nodes
        self.hidden_units = hidden_units
        self.num_heads = num_heads
        self.attn_drop = attn_drop
        self.ftr_drop = ftr_drop
        self.activation = activation
        self.residual = residual
        self.layers = []
        self.layers.append(AttentionAggregator(
            self.ftr_dims,
            self.hidden_units[0],
            self.num_heads[0],
            self.ftr_drop,
            self.attn_drop,
            self.activation,
            residual=False))
        for i in range(1, len(self.hidden_units)):
            self.layers.append(AttentionAggregator(
                self.hidden_units[i-1]*self.num_heads[i-1],
                self.hidden_units[i],
                self.num_heads[i],
                self.ftr_drop,
                self.attn_drop,
                self.activation,
                residual=self.residual))
        self.layers.append(AttentionAggregator(
            self.hidden_units[-1]*self.num_heads[-2],
            self.num_class,
            self.num_heads[-1],
            self.ftr_drop,
            self.attn_drop,
            activation=None,
            residual=False,
            output_transform='sum'))
        self.layers = nn.layer.CellList(self.layers)

    def construct(self, feature, biases, training=True):
        input_data = feature
        bias_mat = biases
        for cell in self.layers:
            input_data = cell(input_data, bias_mat, training)
        return input_data/self.num_heads[-1]


class MaskedSoftMaxLoss(nn.Cell):
    def __init__(self, num_class, label, mask, l2_coeff, params):
        super(MaskedSoftMaxLoss, self).__init__()
        self.num_class = num_class
        self.label = label
        self.mask = mask
        self.softmax = P.SoftmaxCrossEntropyWithLogits()
        self.reduce_mean = P.ReduceMean()
        self.cast = P.Cast()
        self.l2_coeff = l2_coeff
        self.params = ParameterTuple(list(param for param in params if param.name[-4:] != 'bias'))
        self.reduce_sum = P.ReduceSum()
        self.num_params = len(self.params)

    def construct(self, logits):
        l2_loss = 0
        for i in range(self.num_params):
            l2_loss = l2_loss + self.l2_coeff * P.L2Loss()(self.params[i])

        logits = P.Reshape()(logits, (-1, self.num_class))
        label = P.Reshape()(self.label, (-1, self.num_class))
        mask = P.Reshape()(self.mask, (-1,))

        logits = self.cast(logits, mstype.float32)
        loss = self.softmax(logits, label)[0]
        mask /= self.reduce_mean(mask)
        loss *= mask
        loss = self.reduce_mean(loss)
        l2_loss = P.Cast()(l2_loss, mstype.float32)
        return loss+l2_loss


class MaskedAccuracy(nn.Cell):
    def __init__(self, num_class, label, mask):
        super(MaskedAccuracy, self).__init__()
        self.argmax = P.Argmax(axis=1)
        self.cast = P.Cast()
        self.reduce_mean = P.ReduceMean()
        self.equal = P.Equal()
        self.num_class = num_class
        self.label = Tensor(label, dtype=mstype.float32)
        self.mask = Tensor(mask, dtype=mstype.float32)

    def construct(self, logits):
        logits = P.Reshape()(logits, (-1, self.num_class))
        labels = P.Reshape()(self.label, (-1, self.num_class))
        mask = P.Reshape()(self.mask, (-1,))

        labels = self.cast(labels, mstype.float32)

        correct_prediction = self.equal(self.argmax(logits), self.argmax(labels))
        accuracy_all = self.cast(correct_prediction, mstype.float32)
        mask = self.cast(mask, mstype.float32)
        mask /= self.reduce_mean(mask)
        accuracy_all *= mask
        return self.reduce_mean(accuracy_all)


class GATLossAccuracyWrapper(nn.Cell):
    def __init__(self, network, num_class, label, mask, l2_coeff):
        super(GATLossAccuracyWrapper, self).__init__()
        self.network = network
        label = Tensor(label, dtype=mstype.float32)
        mask = Tensor(mask, dtype=mstype.float32)
        self.loss_func = MaskedSoftMaxLoss(num_class, label, mask, l2_coeff, self.network.trainable_params())
        self.acc_func = MaskedAccuracy(num_class, label, mask)

    def construct(self, feature, biases):
        logits = self.network(feature, biases, training=False)
        loss = self.loss_func(logits)
        accuracy = self.acc_func(logits)
        return loss, accuracy


class LossNetWrapper(nn.Cell):
    def __init__(self, network, num_class, label, mask, l2_coeff):
        super(LossNetWrapper, self).__init__()
        self.network = network
        label = Tensor(label, dtype=mstype.float32)
        mask = Tensor(mask, dtype=mstype.float32)
        params = list(param for param in self.network.trainable_params() if param.name[-4:] != 'bias')
        self.loss_func = MaskedSoftMaxLoss(num_class, label, mask, l2_coeff, params)

    def construct(self, feature, biases):
        logits = self.network(feature, biases)
        loss = self.loss_func(logits)
        return loss


class TrainGAT(nn.Cell):
    def __init__(self, network, num_class, label, mask, learning_rate, l2_coeff):
        super(TrainGAT, self).__init__(auto_prefix=False)
        self.network = network
        loss_net = LossNetWrapper(network, num_class, label, mask, l2_coeff)
        optimizer = nn.Adam(loss_net.trainable_params(),
                            learning_rate=learning_rate)
        self.loss_train_net = TrainOneStepCell(loss_net, optimizer, auto_prefix=True)
        self.accuracy_func = MaskedAccuracy(num_class, label, mask)

    def construct(self, feature, biases):
        loss = self.loss_train_net(feature, biases)
        accuracy = self.accuracy_func(self.network(feature, biases))
        return loss, accuracy


# ---- data: a ring of 7 nodes plus two chords ----
adj = np.eye(N)
for i in range(N):
    adj[i, (i + 1) % N] = adj[(i + 1) % N, i] = 1
adj[0, 3] = adj[3, 0] = adj[2, 5] = adj[5, 2] = 1
deg = adj.sum(1)
adj_norm = (adj / np.sqrt(np.outer(deg, deg))).astype(np.float32)
feature = (np.cos(np.arange(N * FEAT) * 0.7) + 0.3).reshape(N, FEAT).astype(np.float32)
label = np.eye(NCLS, dtype=np.float32)[np.arange(N) % NCLS]
train_mask = (np.arange(N) < 4)
val_mask = (np.arange(N) >= 4)


class GCNConfig:
    hidden1 = 5
    dropout = 0.0
    weight_decay = 5e-4
    learning_rate = 0.05


gcn = GCN(GCNConfig, FEAT, NCLS)
emit("gcn glorot weight", gcn.layer0.fc.weight, rtol=1e-6)
emit("gcn param names", [p.name for p in gcn.trainable_params()])
emit("gcn forward", gcn(Tensor(adj_norm), Tensor(feature)), rtol=1e-5, atol=1e-6)
train_net = TrainNetWrapper(gcn, label, train_mask, GCNConfig)
eval_net = LossAccuracyWrapper(gcn, label, val_mask, GCNConfig.weight_decay)
train_net.set_train()
lines = []
for epoch in range(3):
    train_result = train_net(Tensor(adj_norm), Tensor(feature))
    train_loss = train_result[0].asnumpy()
    train_accuracy = train_result[1].asnumpy()
    eval_result = eval_net(Tensor(adj_norm), Tensor(feature))
    lines.append((float(train_loss), float(train_accuracy), float(eval_result[0].asnumpy()),
                  float(eval_result[1].asnumpy())))
emit("gcn epochs (train loss/acc, val loss/acc)", lines, rtol=1e-4, atol=1e-6)
emit("gcn layer1 weight after", gcn.layer1.fc.weight, rtol=1e-4, atol=1e-6)

# GAT on the same graph: biases are 0 on edges, -1e9 elsewhere
biases = np.where(adj > 0, 0.0, -1e9).astype(np.float32)[None]
gfeat = feature[None]
gat_net = GAT(FEAT, NCLS, N, [4], [2, 1], attn_drop=0.0, ftr_drop=0.0)
emit("gat param names", [p.name for p in gat_net.trainable_params()])
emit("gat extend_repr", gat_net.layers[0].attns[0].feature_transform.extend_repr())
set_weights(gat_net)
gat_net.add_flags_recursive(fp16=True)
out = gat_net(Tensor(gfeat), Tensor(biases))
emit("gat forward", out, rtol=2e-3, atol=1e-4)
emit("gat forward dtype", str(out.dtype))
ev = GATLossAccuracyWrapper(gat_net, NCLS, label[None], val_mask[None].astype(np.float32), 5e-4)
tr = TrainGAT(gat_net, NCLS, label[None], train_mask[None].astype(np.float32), 0.01, 5e-4)
tr.set_train(True)
text = []
for _epoch in range(3):
    train_result = tr(Tensor(gfeat), Tensor(biases))
    eval_result = ev(Tensor(gfeat), Tensor(biases))
    text.append("Epoch:{}, train loss={:.5f}, train acc={:.5f} | val loss={:.5f}, val acc={:.5f}".format(
        _epoch, train_result[0].asnumpy(), train_result[1].asnumpy(), eval_result[0].asnumpy(),
        eval_result[1].asnumpy()))
emit("gat epoch lines", [t.split(", train loss")[0] for t in text])
emit("gat epoch numbers", [[float(v.split("=")[1]) for v in t.replace("|", ",").split(",")[1:]] for t in text],
     rtol=1e-3, atol=1e-5)
tmp = tempfile.mkdtemp()
ms.save_checkpoint(tr.network, os.path.join(tmp, "gat.ckpt"))
params = ms.load_checkpoint(os.path.join(tmp, "gat.ckpt"))
emit("gat ckpt names", list(params.keys()))
emit("trainer param names", [p.name for p in tr.get_parameters()][:12])
