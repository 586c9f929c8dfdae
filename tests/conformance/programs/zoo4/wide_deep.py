# Model code adapted from mindspore-ai/models official/recommend/Wide_and_Deep/src/wide_and_deep.py:
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
"""Wide&Deep from the model zoo (official/recommend/Wide_and_Deep, stand-alone branch, small sizes):
nn.EmbeddingLookup(target='DEVICE', sparse) for the wide and deep tables, a float16 DenseLayer chain, a
network returning (out, embedding_table), NetWithLossClass returning (wide_loss, deep_loss), IthOutputCell,
TrainStepWrap with two optimizers (FTRL on the 'wide' Parameters, Adam on the rest, both with loss_scale)
and two GradOperations, PredictWithSigmoid; Model(train_net, eval_network=..., metrics) with a custom AUC
Metric and a Callback reading the (loss_w, loss_d) outputs."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, context
from mindspore import Parameter, ParameterTuple
import mindspore.common.dtype as mstype
import mindspore.ops as ops
from mindspore.nn import Dropout
from mindspore.nn.optim import Adam, FTRL
from mindspore.common.initializer import Uniform, initializer
from mindspore.context import ParallelMode
from mindspore.train.callback import Callback
from _conf import emit
from _zoo4 import head, set_weights

ms_type = mstype.float32


def init_method(method, shape, name, max_val=1.0):
    if method in ['uniform']:
        params = Parameter(initializer(
            Uniform(max_val), shape, ms_type), name=name)
    elif method == "one":
        params = Parameter(initializer("ones", shape, ms_type), name=name)
    elif method == 'zero':
        params = Parameter(initializer("zeros", shape, ms_type), name=name)
    elif method == "normal":
        params = Parameter(initializer("normal", shape, ms_type), name=name)
    return params


def init_var_dict(init_args, in_vars):
    var_map = {}
    _, _max_val = init_args
    for _, item in enumerate(in_vars):
        key, shape, method = item
        if key not in var_map.keys():
            if method in ['random', 'uniform']:
                var_map[key] = Parameter(initializer(
                    Uniform(_max_val), shape, ms_type), name=key)
            elif method == "one":
                var_map[key] = Parameter(initializer(
                    "ones", shape, ms_type), name=key)
            elif method == "zero":
                var_map[key] = Parameter(initializer(
                    "zeros", shape, ms_type), name=key)
            elif method == 'normal':
                var_map[key] = Parameter(initializer(
                    "normal", shape, ms_type), name=key)
    return var_map


class DenseLayer(nn.Cell):
    def __init__(self, input_dim, output_dim, weight_bias_init, act_str,
                 keep_prob=0.5, use_activation=True, convert_dtype=True, drop_out=False):
        super(DenseLayer, self).__init__()
        weight_init, bias_init = weight_bias_init
        self.weight = init_method(
            weight_init, [input_dim, output_dim], name="weight")
        self.bias = init_method(bias_init, [output_dim], name="bias")
        self.act_func = self._init_activation(act_str)
        self.matmul = ops.MatMul(transpose_b=False)
        self.bias_add = ops.BiasAdd()
        self.cast = ops.Cast()
        self.dropout = Dropout(p=1 - keep_prob)
        self.use_activation = use_activation
        self.convert_dtype = convert_dtype
        self.drop_out = drop_out

    def _init_activation(self, act_str):
        act_str = act_str.lower()
        if act_str == "relu":
            act_func = ops.ReLU()
        elif act_str == "sigmoid":
            act_func = ops.Sigmoid()
        elif act_str == "tanh":
            act_func = ops.Tanh()
        return act_func

    def construct(self, x):
        if self.training and self.drop_out:
            x = self.dropout(x)
        if self.convert_dtype:
            x = self.cast(x, mstype.float16)
            weight = self.cast(self.weight, mstype.float16)
            bias = self.cast(self.bias, mstype.float16)
            wx = self.matmul(x, weight)
            wx = self.bias_add(wx, bias)
            if self.use_activation:
                wx = self.act_func(wx)
            wx = self.cast(wx, mstype.float32)
        else:
            wx = self.matmul(x, self.weight)
            wx = self.bias_add(wx, self.bias)
            if self.use_activation:
                wx = self.act_func(wx)
        return wx


class WideDeepModel(nn.Cell):
    def __init__(self, config):
        super(WideDeepModel, self).__init__()
        self.batch_size = config.batch_size
        sparse = config.sparse
        self.field_size = config.field_size
        self.emb_dim = config.emb_dim
        self.weight_init, self.bias_init = config.weight_bias_init
        self.deep_input_dims = self.field_size * self.emb_dim
        self.all_dim_list = [self.deep_input_dims] + config.deep_layer_dim + [1]
        init_acts = [('Wide_b', [1], config.emb_init)]
        var_map = init_var_dict(config.init_args, init_acts)
        self.wide_b = var_map["Wide_b"]
        self.dense_layer_1 = DenseLayer(self.all_dim_list[0], self.all_dim_list[1], config.weight_bias_init,
                                        config.deep_layer_act, convert_dtype=True, drop_out=config.dropout_flag)
        self.dense_layer_2 = DenseLayer(self.all_dim_list[1], self.all_dim_list[2], config.weight_bias_init,
                                        config.deep_layer_act, convert_dtype=True, drop_out=config.dropout_flag)
        self.dense_layer_3 = DenseLayer(self.all_dim_list[2], 1,
                                        config.weight_bias_init, config.deep_layer_act,
                                        use_activation=False, convert_dtype=True, drop_out=config.dropout_flag)
        self.wide_mul = ops.Mul()
        self.deep_mul = ops.Mul()
        self.reduce_sum = ops.ReduceSum(keep_dims=False)
        self.reshape = ops.Reshape()
        self.deep_reshape = ops.Reshape()
        self.square = ops.Square()
        self.concat = ops.Concat(axis=1)
        self.wide_gatherv2 = ops.Gather()
        self.deep_gatherv2 = ops.Gather()
        self.deep_embeddinglookup = nn.EmbeddingLookup(config.vocab_size, self.emb_dim,
                                                       target='DEVICE', sparse=sparse)
        self.wide_embeddinglookup = nn.EmbeddingLookup(config.vocab_size, 1,
                                                       target='DEVICE', sparse=sparse)
        self.embedding_table = self.deep_embeddinglookup.embedding_table

    def construct(self, id_hldr, wt_hldr):
        wide_id_weight = self.wide_embeddinglookup(id_hldr)
        deep_id_embs = self.deep_embeddinglookup(id_hldr)
        mask = self.reshape(wt_hldr, (self.batch_size, self.field_size, 1))
        wx = self.wide_mul(wide_id_weight, mask)
        wide_out = self.reshape(self.reduce_sum(wx, 1) + self.wide_b, (-1, 1))
        vx = self.deep_mul(deep_id_embs, mask)
        deep_in = self.deep_reshape(vx, (-1, self.field_size * self.emb_dim))
        deep_in = self.dense_layer_1(deep_in)
        deep_in = self.dense_layer_2(deep_in)
        deep_out = self.dense_layer_3(deep_in)
        out = wide_out + deep_out
        return out, self.embedding_table


class NetWithLossClass(nn.Cell):
    def __init__(self, network, config):
        super(NetWithLossClass, self).__init__(auto_prefix=False)
        self.no_l2loss = bool(config.sparse)
        self.network = network
        self.l2_coef = config.l2_coef
        self.loss = ops.SigmoidCrossEntropyWithLogits()
        self.square = ops.Square()
        self.reduceMean_false = ops.ReduceMean(keep_dims=False)
        self.reduceSum_false = ops.ReduceSum(keep_dims=False)

    def construct(self, batch_ids, batch_wts, label):
        predict, embedding_table = self.network(batch_ids, batch_wts)
        log_loss = self.loss(predict, label)
        wide_loss = self.reduceMean_false(log_loss)
        if self.no_l2loss:
            deep_loss = wide_loss
        else:
            l2_loss_v = self.reduceSum_false(self.square(embedding_table)) / 2
            deep_loss = self.reduceMean_false(log_loss) + self.l2_coef * l2_loss_v
        return wide_loss, deep_loss


class IthOutputCell(nn.Cell):
    def __init__(self, network, output_index):
        super(IthOutputCell, self).__init__()
        self.network = network
        self.output_index = output_index

    def construct(self, x1, x2, x3):
        predict = self.network(x1, x2, x3)[self.output_index]
        return predict


class TrainStepWrap(nn.Cell):
    def __init__(self, network, sens=1024.0):
        super(TrainStepWrap, self).__init__()
        parallel_mode = context.get_auto_parallel_context("parallel_mode")
        self.network = network
        self.network.set_train()
        self.trainable_params = network.trainable_params()
        weights_w = []
        weights_d = []
        for params in self.trainable_params:
            if 'wide' in params.name:
                weights_w.append(params)
            else:
                weights_d.append(params)
        self.weights_w = ParameterTuple(weights_w)
        self.weights_d = ParameterTuple(weights_d)
        self.optimizer_d = Adam(
            self.weights_d, learning_rate=3.5e-2, eps=1e-8, loss_scale=sens)
        self.optimizer_w = FTRL(learning_rate=5e-2, params=self.weights_w,
                                l1=1e-8, l2=1e-8, initial_accum=1.0, loss_scale=sens)
        self.hyper_map = ops.HyperMap()
        self.grad_w = ops.GradOperation(get_by_list=True,
                                        sens_param=True)
        self.grad_d = ops.GradOperation(get_by_list=True,
                                        sens_param=True)
        self.sens = sens
        self.loss_net_w = IthOutputCell(network, output_index=0)
        self.loss_net_d = IthOutputCell(network, output_index=1)
        self.loss_net_w.set_grad()
        self.loss_net_d.set_grad()
        self.reducer_flag = parallel_mode in (ParallelMode.DATA_PARALLEL,
                                              ParallelMode.HYBRID_PARALLEL)

    def construct(self, batch_ids, batch_wts, label):
        weights_w = self.weights_w
        weights_d = self.weights_d
        loss_w, loss_d = self.network(batch_ids, batch_wts, label)
        sens_w = ops.Fill()(ops.DType()(loss_w), ops.Shape()(loss_w), self.sens)
        sens_d = ops.Fill()(ops.DType()(loss_d), ops.Shape()(loss_d), self.sens)
        grads_w = self.grad_w(self.loss_net_w, weights_w)(batch_ids, batch_wts,
                                                          label, sens_w)
        grads_d = self.grad_d(self.loss_net_d, weights_d)(batch_ids, batch_wts,
                                                          label, sens_d)
        return ops.depend(loss_w, self.optimizer_w(grads_w)), ops.depend(loss_d, self.optimizer_d(grads_d))


class PredictWithSigmoid(nn.Cell):
    def __init__(self, network):
        super(PredictWithSigmoid, self).__init__()
        self.network = network
        self.sigmoid = ops.Sigmoid()

    def construct(self, batch_ids, batch_wts, labels):
        logits, _, = self.network(batch_ids, batch_wts)
        pred_probs = self.sigmoid(logits)
        return logits, pred_probs, labels


class MeanPrediction(nn.Metric):
    def __init__(self):
        super(MeanPrediction, self).__init__()
        self.clear()

    def clear(self):
        self.preds = []

    def update(self, *inputs):
        self.preds.extend(inputs[1].asnumpy().ravel().tolist())

    def eval(self):
        return float(np.mean(self.preds))


class LossCallBack(Callback):
    def __init__(self):
        super(LossCallBack, self).__init__()
        self.rows = []

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        wide_loss, deep_loss = cb_params.net_outputs[0].asnumpy(), cb_params.net_outputs[1].asnumpy()
        self.rows.append((cb_params.cur_epoch_num, cb_params.cur_step_num, float(wide_loss), float(deep_loss)))


class Config:
    batch_size = 4
    field_size = 5
    vocab_size = 11
    emb_dim = 3
    deep_layer_dim = [8, 4]
    deep_layer_act = 'relu'
    weight_bias_init = ['normal', 'normal']
    emb_init = 'normal'
    init_args = [-0.01, 0.01]
    dropout_flag = False
    l2_coef = 8e-5
    sparse = False
    vocab_cache_size = 0


n = 8
ids = ((np.arange(n * Config.field_size) * 3 + 1) % Config.vocab_size).reshape(n, Config.field_size).astype(np.int32)
wts = (0.6 + 0.4 * np.sin(np.arange(n * Config.field_size) * 0.5)).reshape(n, Config.field_size).astype(np.float32)
label = (np.arange(n).reshape(n, 1) % 3 == 1).astype(np.float32)

for sparse in (False,):   # sparse=True: SparseGatherV2 is not a MindSpore CPU kernel
    Config.sparse = sparse
    net = WideDeepModel(Config)
    if not sparse:
        emit("param names", [p.name for p in net.trainable_params()])
    set_weights(net)
    out, table = net(ms.Tensor(ids[:4]), ms.Tensor(wts[:4]))
    emit(f"sparse={sparse} forward", out, rtol=2e-3, atol=2e-3)
    train_net = TrainStepWrap(NetWithLossClass(net, Config), sens=1024.0)
    emit(f"sparse={sparse} split", ([p.name for p in train_net.weights_w], len(train_net.weights_d)))
    for step in range(2):
        lw, ld = train_net(ms.Tensor(ids[:4]), ms.Tensor(wts[:4]), ms.Tensor(label[:4]))
        emit(f"sparse={sparse} step {step}", (lw, ld), rtol=2e-3, atol=2e-4)
    emit(f"sparse={sparse} wide table after", head(net.wide_embeddinglookup.embedding_table, 11),
         rtol=2e-3, atol=2e-4)
    emit(f"sparse={sparse} ftrl accum", head(train_net.optimizer_w.moments[0], 11), rtol=2e-3, atol=2e-4)
    emit(f"sparse={sparse} deep table after", head(net.embedding_table, 12), rtol=2e-3, atol=2e-4)

Config.sparse = False
net = WideDeepModel(Config)
set_weights(net)
train_net = TrainStepWrap(NetWithLossClass(net, Config))
eval_net = PredictWithSigmoid(net)
model = ms.Model(train_net, eval_network=eval_net, metrics={"mean_pred": MeanPrediction()})
cb = LossCallBack()
dataset = ds.GeneratorDataset(list(zip(ids, wts, label)), ["ids", "wts", "label"], shuffle=False).batch(4)
model.train(2, dataset, callbacks=[cb], dataset_sink_mode=False)
emit("callback rows", cb.rows, rtol=2e-3, atol=2e-4)
emit("eval", model.eval(dataset, dataset_sink_mode=False), rtol=2e-3, atol=2e-4)
