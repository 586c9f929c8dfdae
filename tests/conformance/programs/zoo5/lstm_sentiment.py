# Model code adapted from mindspore-ai/models official/nlp/LSTM/{src/lstm.py,src/lr_schedule.py,src/eval_callback.py,train.py}:
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
"""The LSTM sentiment network from the model zoo (official/nlp/LSTM, vocab 20, embed 6, hidden 5, 2 layers,
bidirectional, 7 words instead of 500): SentimentNet (frozen pretrained nn.Embedding table, Transpose to
time-major, nn.LSTM, output[0:1:1] / output[T-1:T:1] Squeeze + Concat, Dense decoder), weights loaded
with load_param_into_net; the zoo's get_lr (warm-up + cosine to lr_adjust_epoch), train.py's flow:
Momentum on trainable_params with the lr Tensor, set_jit_config(JitConfig(jit_level='O2')),
Model(net, SoftmaxCrossEntropyWithLogits(sparse), opt, {'acc': Accuracy()}), TimeMonitor + LossMonitor +
ModelCheckpoint(CheckpointConfig), the zoo's EvalCallBack (apply_eval, save_best_ckpt, end()); then
load_checkpoint / load_param_into_net of the best checkpoint and model.eval."""
import contextlib
import io
import math
import os
import stat
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, nn, Model, save_checkpoint
from mindspore import log as logger
from mindspore.common import JitConfig
from mindspore.nn import Accuracy
from mindspore.ops import operations as P
from mindspore.train.callback import Callback, LossMonitor, CheckpointConfig, ModelCheckpoint, TimeMonitor
from mindspore.train.serialization import load_param_into_net, load_checkpoint
from _conf import emit
from _zoo5 import StepLoss, checkpoint_names, head, load_weights, losses_of

T = 7


class SentimentNet(nn.Cell):
    """Sentiment network structure."""

    def __init__(self, vocab_size, embed_size, num_hiddens, num_layers, bidirectional, num_classes, weight,
                 batch_size):
        super(SentimentNet, self).__init__()
        self.bidirectional = bidirectional
        self.embedding = nn.Embedding(vocab_size, embed_size, embedding_table=weight)
        self.embedding.embedding_table.requires_grad = False
        self.trans = P.Transpose()
        self.perm = (1, 0, 2)
        self.encoder = nn.LSTM(input_size=embed_size, hidden_size=num_hiddens, num_layers=num_layers,
                               has_bias=True, bidirectional=bidirectional, dropout=0.0)
        self.concat = P.Concat(1)
        self.squeeze = P.Squeeze(axis=0)
        if self.bidirectional:
            self.decoder = nn.Dense(num_hiddens * 4, num_classes)
        else:
            self.decoder = nn.Dense(num_hiddens * 2, num_classes)

    def construct(self, inputs):
        embeddings = self.embedding(inputs)
        embeddings = self.trans(embeddings, self.perm)
        output, _ = self.encoder(embeddings)
        encoding = self.concat((self.squeeze(output[0:1:1]), self.squeeze(output[T - 1:T:1])))
        outputs = self.decoder(encoding)
        return outputs


def get_lr(global_step, lr_init, lr_end, lr_max, warmup_epochs, total_epochs, steps_per_epoch, lr_adjust_epoch):
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    warmup_steps = steps_per_epoch * warmup_epochs
    adjust_steps = lr_adjust_epoch * steps_per_epoch
    for i in range(total_steps):
        if i < warmup_steps:
            lr = lr_init + (lr_max - lr_init) * i / warmup_steps
        elif i < adjust_steps:
            lr = lr_end + \
                 (lr_max - lr_end) * \
                 (1. + math.cos(math.pi * (i - warmup_steps) / (adjust_steps - warmup_steps))) / 2.
        else:
            lr = lr_end
        if lr < 0.0:
            lr = 0.0
        lr_each_step.append(lr)
    current_step = global_step
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    learning_rate = lr_each_step[current_step:]
    return learning_rate


def apply_eval(eval_param_dict):
    net = eval_param_dict["net"]
    eval_dataset = eval_param_dict["dataset"]
    res = net.eval(eval_dataset)
    res = res.get('acc')
    return res


class EvalCallBack(Callback):
    def __init__(self, eval_function, eval_param_dict, interval=1, eval_start_epoch=1, save_best_ckpt=True,
                 ckpt_directory="./", best_ckpt_name="best.ckpt", metrics_name="acc"):
        super(EvalCallBack, self).__init__()
        self.eval_param_dict = eval_param_dict
        self.eval_function = eval_function
        self.eval_start_epoch = eval_start_epoch
        if interval < 1:
            raise ValueError("interval should >= 1.")
        self.interval = interval
        self.save_best_ckpt = save_best_ckpt
        self.best_res = 0
        self.best_epoch = 0
        if not os.path.isdir(ckpt_directory):
            os.makedirs(ckpt_directory)
        self.best_ckpt_path = os.path.join(ckpt_directory, best_ckpt_name)
        self.metrics_name = metrics_name

    def remove_ckpoint_file(self, file_name):
        try:
            os.chmod(file_name, stat.S_IWRITE)
            os.remove(file_name)
        except OSError:
            logger.warning("OSError, failed to remove the older ckpt file %s.", file_name)
        except ValueError:
            logger.warning("ValueError, failed to remove the older ckpt file %s.", file_name)

    def epoch_end(self, run_context):
        cb_params = run_context.original_args()
        cur_epoch = cb_params.cur_epoch_num
        if cur_epoch >= self.eval_start_epoch and (cur_epoch - self.eval_start_epoch) % self.interval == 0:
            res = self.eval_function(self.eval_param_dict)
            print("epoch: {}, {}: {}".format(cur_epoch, self.metrics_name, res), flush=True)
            if res >= self.best_res:
                self.best_res = res
                self.best_epoch = cur_epoch
                print("update best result: {}".format(res), flush=True)
                if self.save_best_ckpt:
                    if os.path.exists(self.best_ckpt_path):
                        self.remove_ckpoint_file(self.best_ckpt_path)
                    save_checkpoint(cb_params.train_network, self.best_ckpt_path)
                    print("update best checkpoint at: {}".format(os.path.basename(self.best_ckpt_path)),
                          flush=True)

    def end(self, run_context):
        print("End training, the best {0} is: {1}, the best {0} epoch is {2}".format(self.metrics_name,
                                                                                     self.best_res,
                                                                                     self.best_epoch), flush=True)


vocab, embed, hidden, batch = 20, 6, 5, 4
table = ((np.arange(vocab * embed, dtype=np.float64) * 0.37) % 1.0 - 0.5).reshape(vocab, embed).astype(np.float32)
ids = ((np.arange(8 * T) * 7 + 3) % vocab).reshape(8, T).astype(np.int32)
labels = (np.arange(8) % 2).astype(np.int32)


def make_net():
    net = SentimentNet(vocab_size=vocab, embed_size=embed, num_hiddens=hidden, num_layers=2, bidirectional=True,
                       num_classes=2, weight=Tensor(table), batch_size=batch)
    return net


net = make_net()
emit("param names", [(n, tuple(p.shape), p.requires_grad) for n, p in net.parameters_and_names()])
emit("trainable", [p.name for p in net.trainable_params()])
not_loaded = load_weights(net)
emit("not loaded", not_loaded)
net.set_train(False)
emit("forward", net(Tensor(ids[:batch])), rtol=1e-4, atol=1e-5)
emit("get_lr", get_lr(0, 0.0002, 0.0001, 0.001, 1, 3, 2, 2), rtol=1e-6)
emit("get_lr from step 3", get_lr(3, 0.0002, 0.0001, 0.001, 1, 3, 2, 2), rtol=1e-6)


def dataset(training=True):
    return ds.GeneratorDataset(list(zip(ids, labels)), ["feature", "label"], shuffle=False).batch(
        batch, drop_remainder=True)


ds_train = dataset()
emit("dataset size", ds_train.get_dataset_size())
tmp = tempfile.mkdtemp()
for dynamic_lr in (True, False):
    ds_train = dataset()
    net = make_net()
    load_weights(net)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
    if dynamic_lr:
        lr = Tensor(get_lr(global_step=0, lr_init=0.02, lr_end=0.01, lr_max=0.1, warmup_epochs=1, total_epochs=3,
                           steps_per_epoch=ds_train.get_dataset_size(), lr_adjust_epoch=2))
    else:
        lr = 0.1
    opt = nn.Momentum(net.trainable_params(), lr, 0.9)
    net.set_jit_config(JitConfig(jit_level="O2"))
    model = Model(net, loss, opt, {'acc': Accuracy()})
    directory = os.path.join(tmp, f"ckpt_{dynamic_lr}")
    config_ck = CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2)
    ckpoint_cb = ModelCheckpoint(prefix="lstm", directory=directory, config=config_ck)
    time_cb = TimeMonitor(data_size=ds_train.get_dataset_size())
    step_cb = StepLoss()
    cb = [time_cb, LossMonitor(), step_cb]
    if dynamic_lr:
        eval_param_dict = {"net": model, "dataset": dataset(False)}
        ckpoint_cb = EvalCallBack(apply_eval, eval_param_dict, interval=1, eval_start_epoch=2, save_best_ckpt=True,
                                  ckpt_directory=directory, best_ckpt_name='lstm_best_acc.ckpt')
    cb.append(ckpoint_cb)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        model.train(3, ds_train, callbacks=cb, dataset_sink_mode=False)
    text = buf.getvalue()
    emit(f"lr={dynamic_lr} LossMonitor", losses_of(text))
    emit(f"lr={dynamic_lr} printed", [l for l in text.splitlines() if "loss is" not in l and "time" not in l])
    emit(f"lr={dynamic_lr} step losses", step_cb.steps, rtol=1e-4, atol=1e-5)
    emit(f"lr={dynamic_lr} decoder after", net.decoder.weight, rtol=1e-3, atol=1e-5)
    emit(f"lr={dynamic_lr} files", sorted(f for f in os.listdir(directory) if f.endswith(".ckpt")))
    emit(f"lr={dynamic_lr} eval", model.eval(dataset(False), dataset_sink_mode=False))
    best = os.path.join(directory, 'lstm_best_acc.ckpt' if dynamic_lr else checkpoint_names(directory)[-1])
    param_dict = load_checkpoint(best)
    emit(f"lr={dynamic_lr} ckpt keys", sorted(param_dict))
    fresh = make_net()
    emit(f"lr={dynamic_lr} reload not loaded", load_param_into_net(fresh, param_dict))
    fresh.set_train(False)
    emit(f"lr={dynamic_lr} reloaded forward", fresh(Tensor(ids[:batch])), rtol=1e-3, atol=1e-5)
