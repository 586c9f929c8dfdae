# Model code adapted from mindspore-ai/models official/recommend/DeepFM/src/{deepfm,callback}.py and train.py:
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
"""DeepFM from the model zoo (official/recommend/DeepFM, small field/vocab/emb sizes): Parameters made by
init_var_dict / init_method (Uniform, ones, zeros initializers), DenseLayer with MatMul + BiasAdd and the
float16 cast path (convert_dtype) and without, Gather-based FM and linear parts, a network returning
(out, fm_w, embedding_table), NetWithLossClass (SigmoidCrossEntropyWithLogits + l2 terms), TrainStepWrap
(Adam with eps/loss_scale over a ParameterTuple, sens from Fill(DType, Shape), GradOperation), and
train.py's flow: set_context(enable_graph_kernel=True), Model(train_net, eval_network=PredictWithSigmoid,
metrics={'auc': a custom Metric}), the zoo's LossCallBack/TimeMonitor/EvalCallBack (model.eval inside
epoch_end), ModelCheckpoint."""
import io
import contextlib
import os
import tempfile
import numpy as np
import mindspore as ms
import mindspore.common.dtype as mstype
import mindspore.dataset as ds
from mindspore.ops import functional as F
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from mindspore.nn import Dropout
from mindspore.nn.optim import Adam
from mindspore.nn.metrics import Metric
from mindspore import nn, Tensor, ParameterTuple, Parameter, context
from mindspore.common.initializer import Uniform, initializer
from mindspore.train.callback import Callback, ModelCheckpoint, CheckpointConfig
from mindspore.train.model import Model
from _conf import emit
from _zoo4 import checkpoint_names, head, set_weights

np_type = np.float32
ms_type = mstype.float32


def roc_auc_score(labels, probs):
    """sklearn's roc_auc_score for 0/1 labels (rank statistic, ties averaged)."""
    labels, probs = np.asarray(labels), np.asarray(probs)
    order = np.argsort(probs, kind="mergesort")
    ranks = np.empty(len(probs))
    sp = probs[order]
    i = 0
    while i < len(sp):
        j = i
        while j + 1 < len(sp) and sp[j + 1] == sp[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1
        i = j + 1
    pos = labels == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return float((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


class AUCMetric(Metric):
    def __init__(self):
        super(AUCMetric, self).__init__()
        self.pred_probs = []
        self.true_labels = []

    def clear(self):
        self.pred_probs = []
        self.true_labels = []

    def update(self, *inputs):
        batch_predict = inputs[1].asnumpy()
        batch_label = inputs[2].asnumpy()
        self.pred_probs.extend(batch_predict.flatten().tolist())
        self.true_labels.extend(batch_label.flatten().tolist())

    def eval(self):
        if len(self.true_labels) != len(self.pred_probs):
            raise RuntimeError('true_labels.size() is not equal to pred_probs.size()')
        auc = roc_auc_score(self.true_labels, self.pred_probs)
        return auc


def init_method(method, shape, name, max_val=1.0):
    if method in ['uniform']:
        params = Parameter(initializer(Uniform(max_val), shape, ms_type), name=name)
    elif method == "one":
        params = Parameter(initializer("ones", shape, ms_type), name=name)
    elif method == 'zero':
        params = Parameter(initializer("zeros", shape, ms_type), name=name)
    elif method == "normal":
        params = Parameter(Tensor(np.random.normal(loc=0.0, scale=0.01, size=shape).astype(dtype=np_type)), name=name)
    return params


def init_var_dict(init_args, var_list):
    var_map = {}
    _, max_val = init_args
    for i, _ in enumerate(var_list):
        key, shape, method = var_list[i]
        if key not in var_map.keys():
            if method in ['random', 'uniform']:
                var_map[key] = Parameter(initializer(Uniform(max_val), shape, ms_type), name=key)
            elif method == "one":
                var_map[key] = Parameter(initializer("ones", shape, ms_type), name=key)
            elif method == "zero":
                var_map[key] = Parameter(initializer("zeros", shape, ms_type), name=key)
            elif method == 'normal':
                var_map[key] = Parameter(Tensor(np.random.normal(loc=0.0, scale=0.01, size=shape).
                                                astype(dtype=np_type)), name=key)
    return var_map


class DenseLayer(nn.Cell):
    def __init__(self, input_dim, output_dim, weight_bias_init, act_str, scale_coef=1.0, convert_dtype=True,
                 use_act=True):
        super(DenseLayer, self).__init__()
        weight_init, bias_init = weight_bias_init
        self.weight = init_method(weight_init, [input_dim, output_dim], name="weight")
        self.bias = init_method(bias_init, [output_dim], name="bias")
        self.act_func = self._init_activation(act_str)
        self.matmul = P.MatMul(transpose_b=False)
        self.bias_add = P.BiasAdd()
        self.cast = P.Cast()
        self.dropout = Dropout(p=0.0)
        self.mul = P.Mul()
        self.realDiv = P.RealDiv()
        self.scale_coef = scale_coef
        self.convert_dtype = convert_dtype
        self.use_act = use_act

    def _init_activation(self, act_str):
        act_str = act_str.lower()
        if act_str == "relu":
            act_func = P.ReLU()
        elif act_str == "sigmoid":
            act_func = P.Sigmoid()
        elif act_str == "tanh":
            act_func = P.Tanh()
        return act_func

    def construct(self, x):
        x = self.dropout(x)
        if self.convert_dtype:
            x = self.cast(x, mstype.float16)
            weight = self.cast(self.weight, mstype.float16)
            bias = self.cast(self.bias, mstype.float16)
            wx = self.matmul(x, weight)
            wx = self.bias_add(wx, bias)
            if self.use_act:
                wx = self.act_func(wx)
            wx = self.cast(wx, mstype.float32)
        else:
            wx = self.matmul(x, self.weight)
            wx = self.bias_add(wx, self.bias)
            if self.use_act:
                wx = self.act_func(wx)
        return wx


class DeepFMModel(nn.Cell):
    def __init__(self, config):
        super(DeepFMModel, self).__init__()

        self.batch_size = config.batch_size
        self.field_size = config.data_field_size
        self.vocab_size = config.data_vocab_size
        self.emb_dim = config.data_emb_dim
        self.deep_layer_dims_list, self.deep_layer_act = config.deep_layer_args
        self.init_args = config.init_args
        self.weight_bias_init = config.weight_bias_init
        self.keep_prob = config.keep_prob
        convert_dtype = config.convert_dtype
        init_acts = [('W_l2', [self.vocab_size, 1], 'normal'),
                     ('V_l2', [self.vocab_size, self.emb_dim], 'normal')]
        var_map = init_var_dict(self.init_args, init_acts)
        self.fm_w = var_map["W_l2"]
        self.embedding_table = var_map["V_l2"]
        self.deep_input_dims = self.field_size * self.emb_dim
        self.all_dim_list = [self.deep_input_dims] + self.deep_layer_dims_list + [1]
        self.dense_layer_1 = DenseLayer(self.all_dim_list[0], self.all_dim_list[1], self.weight_bias_init,
                                        self.deep_layer_act, self.keep_prob, convert_dtype=convert_dtype)
        self.dense_layer_2 = DenseLayer(self.all_dim_list[1], self.all_dim_list[2], self.weight_bias_init,
                                        self.deep_layer_act, self.keep_prob, convert_dtype=convert_dtype)
        self.dense_layer_3 = DenseLayer(self.all_dim_list[2], self.all_dim_list[3], self.weight_bias_init,
                                        self.deep_layer_act, self.keep_prob, convert_dtype=convert_dtype)
        self.dense_layer_4 = DenseLayer(self.all_dim_list[3], self.all_dim_list[4], self.weight_bias_init,
                                        self.deep_layer_act, self.keep_prob, convert_dtype=convert_dtype)
        self.dense_layer_5 = DenseLayer(self.all_dim_list[4], self.all_dim_list[5], self.weight_bias_init,
                                        self.deep_layer_act, self.keep_prob, convert_dtype=convert_dtype, use_act=False)
        self.Gatherv2 = P.Gather()
        self.Mul = P.Mul()
        self.ReduceSum = P.ReduceSum(keep_dims=False)
        self.Reshape = P.Reshape()
        self.Square = P.Square()
        self.Shape = P.Shape()
        self.Tile = P.Tile()
        self.Concat = P.Concat(axis=1)
        self.Cast = P.Cast()

    def construct(self, id_hldr, wt_hldr):
        mask = self.Reshape(wt_hldr, (self.batch_size, self.field_size, 1))
        fm_id_weight = self.Gatherv2(self.fm_w, id_hldr, 0)
        wx = self.Mul(fm_id_weight, mask)
        linear_out = self.ReduceSum(wx, 1)
        fm_id_embs = self.Gatherv2(self.embedding_table, id_hldr, 0)
        vx = self.Mul(fm_id_embs, mask)
        v1 = self.ReduceSum(vx, 1)
        v1 = self.Square(v1)
        v2 = self.Square(vx)
        v2 = self.ReduceSum(v2, 1)
        fm_out = 0.5 * self.ReduceSum(v1 - v2, 1)
        fm_out = self.Reshape(fm_out, (-1, 1))
        deep_in = self.Reshape(vx, (-1, self.field_size * self.emb_dim))
        deep_in = self.dense_layer_1(deep_in)
        deep_in = self.dense_layer_2(deep_in)
        deep_in = self.dense_layer_3(deep_in)
        deep_in = self.dense_layer_4(deep_in)
        deep_out = self.dense_layer_5(deep_in)
        out = linear_out + fm_out + deep_out
        return out, self.fm_w, self.embedding_table


class NetWithLossClass(nn.Cell):
    def __init__(self, network, l2_coef=1e-6):
        super(NetWithLossClass, self).__init__(auto_prefix=False)
        self.loss = P.SigmoidCrossEntropyWithLogits()
        self.network = network
        self.l2_coef = l2_coef
        self.Square = P.Square()
        self.ReduceMean_false = P.ReduceMean(keep_dims=False)
        self.ReduceSum_false = P.ReduceSum(keep_dims=False)

    def construct(self, batch_ids, batch_wts, label):
        predict, fm_id_weight, fm_id_embs = self.network(batch_ids, batch_wts)
        log_loss = self.loss(predict, label)
        mean_log_loss = self.ReduceMean_false(log_loss)
        l2_loss_w = self.ReduceSum_false(self.Square(fm_id_weight))
        l2_loss_v = self.ReduceSum_false(self.Square(fm_id_embs))
        l2_loss_all = self.l2_coef * (l2_loss_v + l2_loss_w) * 0.5
        loss = mean_log_loss + l2_loss_all
        return loss


class TrainStepWrap(nn.Cell):
    def __init__(self, network, lr, eps, loss_scale=1000.0):
        super(TrainStepWrap, self).__init__(auto_prefix=False)
        self.network = network
        self.network.set_train()
        self.weights = ParameterTuple(network.trainable_params())
        self.optimizer = Adam(self.weights, learning_rate=lr, eps=eps, loss_scale=loss_scale)
        self.hyper_map = C.HyperMap()
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = loss_scale
        self.reducer_flag = False
        self.grad_reducer = None

    def construct(self, batch_ids, batch_wts, label):
        weights = self.weights
        loss = self.network(batch_ids, batch_wts, label)
        sens = P.Fill()(P.DType()(loss), P.Shape()(loss), self.sens)
        grads = self.grad(self.network, weights)(batch_ids, batch_wts, label, sens)
        return F.depend(loss, self.optimizer(grads))


class PredictWithSigmoid(nn.Cell):
    def __init__(self, network):
        super(PredictWithSigmoid, self).__init__(auto_prefix=False)
        self.network = network
        self.sigmoid = P.Sigmoid()

    def construct(self, batch_ids, batch_wts, labels):
        logits, _, _, = self.network(batch_ids, batch_wts)
        pred_probs = self.sigmoid(logits)

        return logits, pred_probs, labels


class EvalCallBack(Callback):
    def __init__(self, model, eval_dataset, auc_metric, lines):
        super(EvalCallBack, self).__init__()
        self.model = model
        self.eval_dataset = eval_dataset
        self.aucMetric = auc_metric
        self.aucMetric.clear()
        self.lines = lines

    def epoch_end(self, run_context):
        out = self.model.eval(self.eval_dataset)
        self.lines.append("EvalCallBack metric{}".format(out.values()))


class LossCallBack(Callback):
    def __init__(self, per_print_times=1):
        super(LossCallBack, self).__init__()
        if not isinstance(per_print_times, int) or per_print_times < 0:
            raise ValueError("print_step must be int and >= 0.")
        self._per_print_times = per_print_times

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        loss = cb_params.net_outputs.asnumpy()
        cur_step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num + 1
        cur_num = cb_params.cur_step_num
        if self._per_print_times != 0 and cur_num % self._per_print_times == 0:
            print("epoch: {} step: {}, loss is {}\n".format(
                cb_params.cur_epoch_num, cur_step_in_epoch, loss))


class Config:
    batch_size = 4
    data_field_size = 5
    data_vocab_size = 13
    data_emb_dim = 3
    deep_layer_args = [[8, 6, 4, 4], "relu"]
    init_args = [-0.01, 0.01]
    weight_bias_init = ['uniform', 'zero']
    keep_prob = 0.9
    convert_dtype = False
    l2_coef = 8e-5
    learning_rate = 5e-3
    epsilon = 5e-8
    loss_scale = 1024.0


cfg = Config()
n = 12
ids = ((np.arange(n * cfg.data_field_size) * 7 + 2) % cfg.data_vocab_size).reshape(n, cfg.data_field_size)
ids = ids.astype(np.int32)
wts = (0.5 + 0.5 * np.cos(np.arange(n * cfg.data_field_size) * 0.3)).reshape(n, cfg.data_field_size)
wts = wts.astype(np.float32)
label = (np.arange(n).reshape(n, 1) * 5 % 3 == 0).astype(np.float32)

probe = DeepFMModel(cfg)
emit("uniform init range", bool(np.abs(probe.dense_layer_1.weight.asnumpy()).max() <= 0.01))
emit("zero bias", probe.dense_layer_1.bias)
emit("param names", [p.name for p in probe.get_parameters()])

for convert in (False, True):
    cfg.convert_dtype = convert
    net = DeepFMModel(cfg)
    set_weights(net, scale=1.0)
    out, w, e = net(Tensor(ids[:4]), Tensor(wts[:4]))
    tol = dict(rtol=3e-3, atol=3e-3) if convert else dict(rtol=1e-4, atol=1e-6)
    emit(f"fp16={convert} forward", out, **tol)
    emit(f"fp16={convert} dtypes", (str(out.dtype), str(w.dtype), e.shape))
    loss_net = NetWithLossClass(net, l2_coef=cfg.l2_coef)
    train_net = TrainStepWrap(loss_net, lr=cfg.learning_rate, eps=cfg.epsilon, loss_scale=cfg.loss_scale)
    for step in range(2):
        emit(f"fp16={convert} step {step}", train_net(Tensor(ids[:4]), Tensor(wts[:4]), Tensor(label[:4])), **tol)
    emit(f"fp16={convert} fm_w after", head(net.fm_w, 13), **tol)
    emit(f"fp16={convert} dense_5 weight after", net.dense_layer_5.weight, **tol)

# train.py
cfg.convert_dtype = False


def dataset(start, stop):
    return ds.GeneratorDataset(list(zip(ids[start:stop], wts[start:stop], label[start:stop])),
                               ["ids", "weights", "labels"], shuffle=False).batch(cfg.batch_size)


if ms.get_context("mode") == ms.GRAPH_MODE:
    context.set_context(enable_graph_kernel=True)
net = DeepFMModel(cfg)
set_weights(net, scale=1.0)
train_net = TrainStepWrap(NetWithLossClass(net, l2_coef=cfg.l2_coef), lr=cfg.learning_rate, eps=cfg.epsilon,
                          loss_scale=cfg.loss_scale)
eval_net = PredictWithSigmoid(net)
auc_metric = AUCMetric()
model = Model(train_net, eval_network=eval_net, metrics={"auc": auc_metric})
ds_train = dataset(0, 8)
eval_lines = []
tmp = tempfile.mkdtemp()
ckpt_cb = ModelCheckpoint(prefix="deepfm", directory=tmp,
                          config=CheckpointConfig(save_checkpoint_steps=ds_train.get_dataset_size(),
                                                  keep_checkpoint_max=5))
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    model.train(2, ds_train, callbacks=[LossCallBack(), ckpt_cb, EvalCallBack(model, dataset(8, 12), auc_metric,
                                                                              eval_lines)],
                dataset_sink_mode=False)
lines = [l for l in buf.getvalue().splitlines() if "loss is" in l]
emit("LossCallBack lines", [l.split("loss is")[0] for l in lines])
emit("LossCallBack losses", [float(l.split("loss is")[1]) for l in lines], rtol=1e-4, atol=1e-6)
emit("EvalCallBack", [l.split("[")[0] for l in eval_lines])
emit("EvalCallBack auc", [float(l.split("[")[1].rstrip("])")) for l in eval_lines], rtol=1e-5)
emit("checkpoints", checkpoint_names(tmp))
emit("eval", model.eval(dataset(0, 12)), rtol=1e-5)
emit("eval_net probs", eval_net(Tensor(ids[:4]), Tensor(wts[:4]), Tensor(label[:4]))[1], rtol=1e-4, atol=1e-6)
params = ms.load_checkpoint(os.path.join(tmp, checkpoint_names(tmp)[-1]))
emit("ckpt names", list(params.keys()))
