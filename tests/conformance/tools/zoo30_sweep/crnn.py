"""official/cv/CRNN (CRNNV2: the VGG backbone + 2 BidirectionalLSTM, hidden 32, 37 classes) on 2x3x32x100 images:
forward (train/eval; FP16=1 for crnn(config) without full_precision, the float16 net of the zoo's default), CTCLoss
(the zoo's P.CTCLoss cell with Parameter indices), parameter grads, then train.py's
TrainOneStepCellWithGradClip(WithLossCell, SGD(nesterov, cosine_decay_lr_with_start_step)) in Model.train with
CRNNMonitor, and Model.eval with CRNNAccuracy."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z30 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from src.model_utils.config import config
config.model_version = "V2"; config.batch_size = 2; config.hidden_size = 32; config.use_dropout = False
import logging; config.logger = logging.getLogger("crnn"); config.per_print_time = 1; config.steps_per_epoch = NSTEP; config.epoch_size = 1; config.train_start_epoch = 0
from src.crnn import crnn
from src.loss import CTCLoss
from src.crnn_for_train import TrainOneStepCellWithGradClip
from src.metric import CRNNAccuracy
from src.model_utils.callback import CRNNMonitor
from src.model_utils.lr_scheduler import cosine_decay_lr_with_start_step

FULL = os.environ.get("FP16", "0") != "1"
B, T, Lm = 2, config.num_step, config.max_text_length
x = Tensor(data(B, 3, 32, 100) * PERT)
def label(k):
    lab = np.full((B, Lm), config.blank if hasattr(config, "blank") else 36, np.int32)
    lab[0, :5] = (np.arange(5) * 3 + k) % 36
    lab[1, :4] = (np.arange(4) * 5 + 2 * k) % 36
    return lab
out("blank", int(config.blank))
y = Tensor(label(0))
net = crnn(config, full_precision=FULL)
out("names", set_weights(net, 0.5))
net.set_train(True)
out("train", net(x))
net.set_train(False)
out("eval", net(x))
loss = CTCLoss(max_sequence_length=T, max_label_length=Lm, batch_size=B)
wl = nn.WithLossCell(net, loss)
net.set_train(True)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

net = crnn(config, full_precision=FULL)
set_weights(net, 0.5)
lr = cosine_decay_lr_with_start_step(0.0, 0.02, NSTEP * 2, NSTEP, 2, 0)
out("lr", lr)
opt = nn.SGD(params=net.trainable_params(), learning_rate=Tensor(np.array(lr, np.float32)), momentum=0.95,
             nesterov=True)
step = TrainOneStepCellWithGradClip(nn.WithLossCell(net, loss), opt).set_train()
model = ms.train.Model(step)
dset = ds.GeneratorDataset([(data(B, 3, 32, 100, k=i) * PERT, label(i)) for i in range(NSTEP)], ["image", "label"],
                           shuffle=False)
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
guard("model_train", model.train, 1, dset, callbacks=[CRNNMonitor(config, lr), Rec()], dataset_sink_mode=False)
out("model_losses", seen)
weights("model_weights", net)
net.set_train(False)
ev = ms.train.Model(net, loss, metrics={'CRNNAccuracy': CRNNAccuracy(config, print_flag=True)})
edset = ds.GeneratorDataset([(data(B, 3, 32, 100, k=9) * PERT, label(1))], ["image", "label"], shuffle=False)
out("model_eval", guard("model_eval", ev.eval, edset, dataset_sink_mode=False))
