"""research/cv/centernet (multi-pose): the zoo's CenterNetMultiPoseLossCell over GatherMultiPoseFeatureCell (heads
from _generate_feature: Conv-ReLU-Conv SequentialCells, the hm bias Constant(-2.19); the zoo's Sigmoid cell:
nn.Sigmoid + clip_by_value with tuple_to_array bounds; feature tuple grown by `+=` under config flags), FocalLoss
(Pow/Log/Select/Fill), RegLoss l1 (TransposeGatherFeature -> GatherFeature with GatherD on CPU), dense-hp L1Loss,
with the DLA34 backbone (deformable convs) replaced by a one-conv stand-in set on src.centernet_pose.DLASeg; config
shrunk (head_conv 8, stage_channels 8, max_objs 4, 17 joints) on 2x32x32x3 NHWC images: loss, grads, GatherFeature
without the CPU gather (ops.range + GatherNd), RegLoss 'sl1', then train.py's _get_optimizer (Adam on decay-filter
groups with CenterNetMultiEpochsDecayLR / CenterNetPolynomialDecayLR: WarmUpLR, PolynomialDecayLR and the zoo's
MultiEpochsDecayLR inside a LearningRateSchedule) in CenterNetWithoutLossScaleCell (ImagePreProcess, GradOperation,
@ops.add_flags(has_effect=True) construct) for NSTEP steps."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
import mindspore.nn as nn
import cv2
if not hasattr(cv2, 'setNumThreads'):   # zoo28's cv2 stub (names only)
    cv2.setNumThreads = lambda n: None
import src.centernet_pose as cp
from src.model_utils.config import net_config, train_config, dataset_config
from src.utils import GatherFeature, RegLoss

class Stem(nn.Cell):
    """stand-in for DLASeg: NCHW image -> (B, 8, H/4, W/4)"""
    def __init__(self, down_ratio, last_level, stage_levels, stage_channels):
        super().__init__()
        self.conv = nn.Conv2d(3, stage_channels[2], 3, stride=down_ratio, has_bias=True)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(self.conv(x))
cp.DLASeg = Stem
net_config.head_conv = 8
net_config.stage_channels = [8, 8, 8, 8, 8, 8]
dataset_config.max_objs = 4
B, HW, M, J = 2, 32, 4, 17
O = HW // 4
def inputs(k):
    img = ((data(B, HW, HW, 3, k=k) * (1 + PERT) + 1.5) * 80).astype(np.float32)
    u = lambda *s, kk=0: ((data(*s, k=k + kk) + 1.5) / 3).astype(np.float32)
    hm = (u(B, 1, O, O, kk=1) ** 4).astype(np.float32); hm[:, 0, 2, 3] = 1.0; hm[1, 0, 5, 1] = 1.0
    reg_mask = (np.arange(B * M).reshape(B, M) % 3 != 2).astype(np.float32)
    ind = ((np.arange(B * M).reshape(B, M) * 7 + k) % (O * O)).astype(np.int32)
    wh = u(B, M, 2, kk=2) * 4
    kps = u(B, 2 * J, O, O, kk=3)
    kps_mask = (np.arange(B * 2 * J * O * O).reshape(B, 2 * J, O, O) % 5 == 0).astype(np.float32)
    reg = u(B, M, 2, kk=4)
    hm_hp = (u(B, J, O, O, kk=5) ** 4).astype(np.float32); hm_hp[:, :, 1, 1] = 1.0
    hp_offset = u(B, M * J, 2, kk=6)
    hp_ind = ((np.arange(B * M * J).reshape(B, M * J) * 5 + k) % (O * O)).astype(np.int32)
    hp_mask = (np.arange(B * M * J).reshape(B, M * J) % 4 != 0).astype(np.float32)
    return [img, hm, reg_mask, ind, wh, kps, kps_mask, reg, hm_hp, hp_offset, hp_ind, hp_mask]
def mk():
    n = cp.CenterNetMultiPoseLossCell(net_config)
    set_weights(n, 0.6)
    return n
a = [ms.Tensor(v) for v in inputs(0)]
pre = cp.ImagePreProcess()
img = pre(a[0])
out("pre", img)
ln = mk()
out("names", [(p.name, tuple(p.shape)) for p in ln.get_parameters()])
out("feature", guard("feature", ln.network, img))
out("loss", guard("loss", ln, img, *a[1:]))
g = guard("grads", ms.grad(ln, grad_position=None, weights=ln.trainable_params()), img, *a[1:])
if g is not None:
    out("grads", {p.name: v for p, v in zip(ln.trainable_params(), g)})
feat = ms.Tensor(data(B, O * O, 3, k=9))
out("gather_cpu", guard("gather_cpu", GatherFeature(True), feat, a[3]))
out("gather_nd", guard("gather_nd", GatherFeature(False), feat, a[3]))
out("regloss_sl1", guard("regloss_sl1", RegLoss('sl1'), ms.Tensor(data(B, 2, O, O, k=3)), a[2], a[3], a[4]))
from train import _get_optimizer
from src.model_utils.config import config as _cfg
_cfg.train_steps = 6   # train.py sets epoch_size * dataset_size when train_steps <= 0
for sched in ("MultiDecay", "PolyDecay"):
    train_config.lr_schedule = sched
    train_config.MultiDecay.warmup_steps = train_config.PolyDecay.warmup_steps = 2
    train_config.MultiDecay.multi_epochs = [1, 2]
    train_config.MultiDecay.learning_rate = train_config.PolyDecay.learning_rate = 0.01
    ln = mk()
    opt = guard("opt." + sched, _get_optimizer, ln, NSTEP)
    if opt is None:
        continue
    out("lrs." + sched, [opt.learning_rate(ms.Tensor(np.array([s], np.int32))) for s in range(5)])
    tn = cp.CenterNetWithoutLossScaleCell(ln, optimizer=opt)
    tn.set_train()
    res = []
    for s in range(NSTEP):
        res.append(guard("train." + sched, tn, *[ms.Tensor(v) for v in inputs(s)]))
    out("train." + sched, res)
    weights("train_w." + sched, ln)
