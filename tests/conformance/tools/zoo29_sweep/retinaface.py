"""official/cv/RetinaFace_ResNet50 at 64x64 (168 anchors): forward (train/eval phase), RetinaFaceWithLossCell with
the zoo's MultiBoxLoss (hard negative mining through TopK/GatherNd), dynamic lr, SGD, its TrainingWrapper driven by
Model.train with ModelCheckpoint."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z29 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor, ops
from mindspore.train import Model
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from src.config import cfg_res50 as cfg
from src.network import RetinaFace, RetinaFaceWithLossCell, TrainingWrapper, resnet50
from src.loss import MultiBoxLoss
from src.lr_schedule import adjust_learning_rate

PERT = 1 + float(os.environ.get("PERT", "0"))
A = (64 + 16 + 4) * 2
backbone = resnet50(1001)
net = RetinaFace(phase='train', backbone=backbone)
names = set_weights(net, 0.5)
out("names", names)
x = Tensor(data(2, 3, 64, 64) * PERT)
net.set_train(True)
out("train", net(x))
ev = RetinaFace(phase='test', backbone=resnet50(1001))
set_weights(ev, 0.5)
ev.set_train(False)
out("eval", ev(x))
conf = np.zeros((2, A), np.int32); conf[0, [3, 40, 100]] = 1; conf[1, [7, 150]] = 1
loc = data(2, A, 4, k=3) * 0.5
landm = data(2, A, 10, k=4) * 0.5
mb = MultiBoxLoss(2, A, 7, 2)
lc = RetinaFaceWithLossCell(net, mb, cfg)
guard("loss_zoo", lc, x, Tensor(loc), Tensor(conf), Tensor(landm))   # P.Less()(0.0, tensor): TypeError in MindSpore 2.10


class Less(nn.Cell):
    """The zoo's `self.less(a, b)` as `b > a` (MindSpore 2.10's Less takes a Tensor first)."""
    def construct(self, a, b):
        return ops.Greater()(b, a)


mb.less = Less()
out("loss", lc(x, Tensor(loc), Tensor(conf), Tensor(landm)))
out("loss_parts", mb(*[Tensor(data(2, A, n, k=n)) for n in (4,)], Tensor(loc), Tensor(data(2, A, 2, k=9)), Tensor(conf),
                     Tensor(data(2, A, 10, k=8)), Tensor(landm)))
lr = adjust_learning_rate(cfg['initial_lr'], cfg['gamma'], (cfg['decay1'], cfg['decay2']), 2, 4, warmup_epoch=1)
out("lr", lr)
opt = nn.SGD(params=lc.trainable_params(), learning_rate=lr, momentum=cfg['momentum'],
             weight_decay=cfg['weight_decay'], loss_scale=1)
tw = TrainingWrapper(lc, opt)
model = Model(tw)
X = np.stack([data(3, 64, 64, k=i) * PERT for i in range(4)])
dset = ds.NumpySlicesDataset({"image": X, "truths": np.concatenate([loc, loc[::-1]]),
                              "conf": np.concatenate([conf, conf[::-1]]),
                              "landm": np.concatenate([landm, landm[::-1]])}, shuffle=False).batch(2)
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="RetinaFace", directory=d, config=CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=3))
class L(ms.train.Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lcb = L()
guard("train_fail", model.train, 2, dset, callbacks=[ck, TimeMonitor(), LossMonitor(), lcb], dataset_sink_mode=False)
out("losses", lcb.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("weights", lc)
