# Model code adapted from mindspore-ai/models research/nlp/fasttext/src/{fasttext_model,fasttext_train,lr_schedule}.py and train.py:
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
"""FastText from the model zoo (research/nlp/fasttext, small sizes): Embedding(padding_idx=0, 'Zeros'), a
Dense .to_float(float16) between Casts, ReduceSum + RealDiv by the lengths; FastTextTrainOneStepCell
(ParameterTuple, GradOperation(get_by_list, sens_param) with F.tuple_to_array sens, HyperMap over a
MultitypeFuncGraph clip_grad with nn.ClipByNorm / C.clip_by_value, F.depend on the optimizer),
polynomial_decay_scheduler lr Tensor into Adam, init_parameters_data, then train.py's flow:
Model(net_with_grads) with the zoo's LossCallBack (prints str(cb_params.net_outputs)), TimeMonitor and
ModelCheckpoint, checkpoint reload."""
import os
import tempfile
from math import ceil
import numpy as np
import mindspore as ms
import mindspore.common.dtype as mstype
import mindspore.dataset as ds
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.ops import composite as C
from mindspore.common.parameter import ParameterTuple
from mindspore.common.initializer import XavierUniform
from mindspore.context import ParallelMode
from mindspore import nn, Tensor, context
from mindspore.nn.optim import Adam
from mindspore.train.model import Model
from mindspore.train.callback import Callback, TimeMonitor, CheckpointConfig, ModelCheckpoint
from mindspore.train.serialization import load_checkpoint, load_param_into_net
from _conf import emit
from _zoo4 import checkpoint_names, head, set_weights


class FastText(nn.Cell):
    def __init__(self, vocab_size, embedding_dims, num_class):
        super(FastText, self).__init__()
        self.vocab_size = vocab_size
        self.embeding_dims = embedding_dims
        self.num_class = num_class
        self.embeding_func = nn.Embedding(vocab_size=self.vocab_size,
                                          embedding_size=self.embeding_dims,
                                          padding_idx=0, embedding_table='Zeros')
        self.fc = nn.Dense(self.embeding_dims, out_channels=self.num_class,
                           weight_init=XavierUniform(1)).to_float(mstype.float16)
        self.reducesum = P.ReduceSum()
        self.expand_dims = P.ExpandDims()
        self.squeeze = P.Squeeze(axis=1)
        self.cast = P.Cast()
        self.tile = P.Tile()
        self.realdiv = P.RealDiv()
        self.fill = P.Fill()
        self.log_softmax = nn.LogSoftmax(axis=1)

    def construct(self, src_tokens, src_token_length):
        src_tokens = self.embeding_func(src_tokens)
        embeding = self.reducesum(src_tokens, 1)

        embeding = self.realdiv(embeding, src_token_length)

        embeding = self.cast(embeding, mstype.float16)
        classifier = self.fc(embeding)
        classifier = self.cast(classifier, mstype.float32)

        return classifier


GRADIENT_CLIP_TYPE = 1
GRADIENT_CLIP_VALUE = 1.0

clip_grad = C.MultitypeFuncGraph("clip_grad")


@clip_grad.register("Number", "Number", "Tensor")
def _clip_grad(clip_type, clip_value, grad):
    if clip_type not in (0, 1):
        return grad
    dt = F.dtype(grad)
    if clip_type == 0:
        new_grad = C.clip_by_value(grad, F.cast(F.tuple_to_array((-clip_value,)), dt),
                                   F.cast(F.tuple_to_array((clip_value,)), dt))
    else:
        new_grad = nn.ClipByNorm()(grad, F.cast(F.tuple_to_array((clip_value,)), dt))
    return new_grad


class FastTextNetWithLoss(nn.Cell):
    def __init__(self, vocab_size, embedding_dims, num_class):
        super(FastTextNetWithLoss, self).__init__()
        self.fasttext = FastText(vocab_size, embedding_dims, num_class)
        self.loss_func = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
        self.squeeze = P.Squeeze(axis=1)

    def construct(self, src_tokens, src_tokens_lengths, label_idx):
        predict_score = self.fasttext(src_tokens, src_tokens_lengths)
        label_idx = self.squeeze(label_idx)
        predict_score = self.loss_func(predict_score, label_idx)

        return predict_score


class FastTextTrainOneStepCell(nn.Cell):
    def __init__(self, network, optimizer, sens=1.0, clip_type=GRADIENT_CLIP_TYPE):
        super(FastTextTrainOneStepCell, self).__init__(auto_prefix=False)
        self.network = network
        self.weights = ParameterTuple(network.trainable_params())
        self.optimizer = optimizer
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.reducer_flag = False
        self.parallel_mode = context.get_auto_parallel_context("parallel_mode")
        if self.parallel_mode not in ParallelMode.MODE_LIST:
            raise ValueError("Parallel mode does not support: ", self.parallel_mode)
        if self.parallel_mode in [ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL]:
            self.reducer_flag = True
        self.grad_reducer = None
        self.clip_type = clip_type
        self.hyper_map = C.HyperMap()
        self.cast = P.Cast()

    def set_sens(self, value):
        self.sens = value

    def construct(self,
                  src_token_text,
                  src_tokens_text_length,
                  label_idx_tag):
        weights = self.weights
        loss = self.network(src_token_text,
                            src_tokens_text_length,
                            label_idx_tag)
        grads = self.grad(self.network, weights)(src_token_text,
                                                 src_tokens_text_length,
                                                 label_idx_tag,
                                                 self.cast(F.tuple_to_array((self.sens,)),
                                                           mstype.float32))
        grads = self.hyper_map(F.partial(clip_grad, self.clip_type, GRADIENT_CLIP_VALUE), grads)
        if self.reducer_flag:
            grads = self.grad_reducer(grads)
        return F.depend(loss, self.optimizer(grads))


def polynomial_decay_scheduler(lr, min_lr, decay_steps, total_update_num, warmup_steps=1000, power=1.0):
    lrs = np.zeros(shape=total_update_num, dtype=np.float32)

    if decay_steps <= 0:
        raise ValueError("`decay_steps` must larger than 1.")

    _start_step = 0
    if 0 < warmup_steps < total_update_num:
        warmup_end_lr = lr
        warmup_init_lr = 0 if warmup_steps > 0 else warmup_end_lr
        lrs[:warmup_steps] = np.linspace(warmup_init_lr, warmup_end_lr, warmup_steps)
        _start_step = warmup_steps

    decay_steps = decay_steps
    for step in range(_start_step, total_update_num):
        _step = step - _start_step
        ratio = ceil(_step / decay_steps)
        ratio = 1 if ratio < 1 else ratio
        _decay_steps = decay_steps * ratio
        lrs[step] = (lr - min_lr) * pow(1 - _step / _decay_steps, power) + min_lr

    return lrs


class LossCallBack(Callback):
    """train.py's LossCallBack (the time stamps and the loss file left out)."""
    def __init__(self, per_print_times=1, rank_ids=0):
        super(LossCallBack, self).__init__()
        if not isinstance(per_print_times, int) or per_print_times < 0:
            raise ValueError("print_step must be int and >= 0.")
        self._per_print_times = per_print_times
        self.rank_id = rank_ids
        self.lines = []

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        self.lines.append("epoch: {}, step: {}, outputs are {}".format(cb_params.cur_epoch_num,
                                                                     cb_params.cur_step_num,
                                                                     str(cb_params.net_outputs)))
        self.lines.append(str(cb_params.net_outputs.asnumpy().dtype))


VOCAB, DIM, NCLS, SEQ = 17, 6, 3, 5
tokens = ((np.arange(8 * SEQ) * 5 + 1) % VOCAB).reshape(8, SEQ).astype(np.int32)
tokens[:, 4] = 0   # padding
lengths = np.full((8, 1), 4.0, np.float32)
labels = (np.arange(8) % NCLS).reshape(8, 1).astype(np.int32)

net = FastText(VOCAB, DIM, NCLS)
emit("zeros embedding", bool(np.all(net.embeding_func.embedding_table.asnumpy() == 0)))
emit("fc weight dtype (to_float keeps params fp32)", str(net.fc.weight.dtype))
set_weights(net)
out = net(Tensor(tokens[:3]), Tensor(lengths[:3]))
emit("forward fp16 dense", out, rtol=2e-3, atol=2e-3)
emit("forward dtype", str(out.dtype))

lr = polynomial_decay_scheduler(0.2, 1e-3, decay_steps=2, total_update_num=6, warmup_steps=2, power=0.5)
emit("poly lr", lr, rtol=1e-6)

for clip_type in (1, 0):
    net_with_loss = FastTextNetWithLoss(VOCAB, DIM, NCLS)
    net_with_loss.init_parameters_data()
    set_weights(net_with_loss, scale=4.0)
    optimizer = Adam(net_with_loss.trainable_params(), Tensor(lr, dtype=mstype.float32), beta1=0.9, beta2=0.999)
    net_with_grads = FastTextTrainOneStepCell(net_with_loss, optimizer=optimizer, clip_type=clip_type)
    net_with_grads.set_train(True)
    for step in range(2):
        emit(f"clip{clip_type} step {step}", net_with_grads(Tensor(tokens[:4]), Tensor(lengths[:4]),
                                                            Tensor(labels[:4])), rtol=2e-3, atol=2e-4)
    emit(f"clip{clip_type} fc weight", net_with_loss.fasttext.fc.weight, rtol=2e-3, atol=2e-4)
    emit(f"clip{clip_type} embedding", head(net_with_loss.fasttext.embeding_func.embedding_table, 30),
         rtol=2e-3, atol=2e-4)

# train.py
net_with_loss = FastTextNetWithLoss(VOCAB, DIM, NCLS)
set_weights(net_with_loss, scale=4.0)
dataset = ds.GeneratorDataset(list(zip(tokens, lengths, labels)), ["src_tokens", "src_tokens_length", "label_idx"],
                              shuffle=False).batch(4)
decay_steps = dataset.get_dataset_size()
emit("dataset size / repeat", (decay_steps, dataset.get_repeat_count()))
lr = Tensor(polynomial_decay_scheduler(0.2, 1e-3, decay_steps, 2 * decay_steps, warmup_steps=1), dtype=mstype.float32)
optimizer = Adam(net_with_loss.trainable_params(), lr, beta1=0.9, beta2=0.999)
net_with_grads = FastTextTrainOneStepCell(net_with_loss, optimizer=optimizer)
net_with_grads.set_train(True)
model = Model(net_with_grads)
loss_monitor = LossCallBack()
tmp = tempfile.mkdtemp()
ckpt_config = CheckpointConfig(save_checkpoint_steps=decay_steps * 2, keep_checkpoint_max=5)
ckpt_callback = ModelCheckpoint(prefix='fasttext', directory=os.path.join(tmp, 'ckpt_0'), config=ckpt_config)
model.train(epoch=2, train_dataset=dataset, callbacks=[TimeMonitor(data_size=decay_steps), loss_monitor,
                                                       ckpt_callback], dataset_sink_mode=False)
emit("LossCallBack lines", [l.split("outputs are")[0] for l in loss_monitor.lines])
emit("LossCallBack outputs", [float(l.split("outputs are")[1]) for l in loss_monitor.lines[::2]], rtol=2e-3, atol=2e-4)
emit("checkpoints", checkpoint_names(os.path.join(tmp, 'ckpt_0')))
params = load_checkpoint(os.path.join(tmp, 'ckpt_0', checkpoint_names(os.path.join(tmp, 'ckpt_0'))[-1]))
emit("ckpt names", list(params.keys()))
emit("ckpt fc dtype", str(params["fasttext.fc.weight"].dtype))
fresh = FastTextNetWithLoss(VOCAB, DIM, NCLS)
emit("load_param_into_net", load_param_into_net(fresh, params))
emit("reloaded fc weight", fresh.fasttext.fc.weight, rtol=2e-3, atol=2e-4)
