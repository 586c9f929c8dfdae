"""official/cv/OpenPose (VGG19 base + 6 stages) at 64x64: forward, openpose_loss (list outputs, `total_loss += `
in a zip loop), the NP path's TrainOneStepWithClipGradientCell (MultitypeFuncGraph clip_grad through HyperMap +
partial, ClipByNorm, defer_inline) with Momentum, and the default path's Model(Adam with 3 lr groups,
FixedLossScaleManager(16384, drop_overflow_update=False))."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z29 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.nn.optim import Adam, Momentum
from mindspore.train import Model
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig
from src.openposenet import OpenPoseNet
from src.loss import openpose_loss, BuildTrainNetwork, TrainOneStepWithClipGradientCell
from src.utils import get_lr
from src.model_utils.config import config
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)   # src/loss.py sets GRAPH_MODE

PERT = 1 + float(os.environ.get("PERT", "0"))
net = OpenPoseNet(vgg_with_bn=config.vgg_with_bn)
names = set_weights(net, 0.5)
out("names", names)
x = Tensor(data(2, 3, 64, 64) * PERT)
o = net(x)
out("forward", o)
crit = openpose_loss()
paf = Tensor(data(2, 38, 8, 8, k=1) * 0.3); heat = Tensor(data(2, 19, 8, 8, k=2) * 0.3)
mask = np.ones((2, 8, 8), np.float32); mask[0, :2] = 0; mask[1, :, 5:] = 0
mask = Tensor(mask)
out("loss_parts", crit(o[0], o[1], paf, heat, mask))
train_net = BuildTrainNetwork(net, crit)
out("loss", train_net(x, paf, heat, mask))
lr_stage, lr_base, lr_vgg = get_lr(float(config.lr), config.lr_gamma, 2, 2, [3], 1, lr_type=config.lr_type)
out("lr", [lr_stage, lr_base, lr_vgg])
opt = Momentum(train_net.trainable_params(), learning_rate=lr_stage * 1000, momentum=0.9)
step = TrainOneStepWithClipGradientCell(train_net, opt, sens=config.loss_scale / 2)
step.set_train()
ls = [step(Tensor(data(2, 3, 64, 64, k=i) * PERT), paf, heat, mask) for i in range(2)]
out("clip_losses", ls)
weights("clip_weights", train_net)

net2 = OpenPoseNet(vgg_with_bn=config.vgg_with_bn)
set_weights(net2, 0.5)
tn2 = BuildTrainNetwork(net2, openpose_loss())
vgg = list(filter(lambda p: 'base.vgg_base' in p.name, tn2.trainable_params()))
base = list(filter(lambda p: 'base.conv' in p.name, tn2.trainable_params()))
stages = list(filter(lambda p: 'base' not in p.name, tn2.trainable_params()))
out("groups", [len(vgg), len(base), len(stages)])
opt2 = Adam([{'params': vgg, 'lr': lr_vgg}, {'params': base, 'lr': lr_base}, {'params': stages, 'lr': lr_stage}])
model = Model(tn2, optimizer=opt2, loss_scale_manager=FixedLossScaleManager(config.loss_scale, drop_overflow_update=False))
X = np.stack([data(3, 64, 64, k=i) * PERT for i in range(4)])
dset = ds.NumpySlicesDataset({"img": X, "paf": np.concatenate([paf.asnumpy()] * 2), "heat": np.concatenate([heat.asnumpy()] * 2),
                              "mask": np.concatenate([mask.asnumpy()] * 2)}, shuffle=False).batch(2)
class L(ms.train.Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lcb = L()
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="0", directory=d, config=CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=2))
guard("model_fail", model.train, 1, dset, callbacks=[lcb, ck], dataset_sink_mode=False)
out("model_losses", lcb.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("model_weights", tn2)
