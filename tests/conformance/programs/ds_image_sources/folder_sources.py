"""The folder-layout image datasets (ut test_datasets_lsun, _lfw, _manifestop, _kitti, _celeba,
_stl10, _qmnist, _fake_image): msgraph had none of them.  Row order, label numbering and dtypes, column
sets per usage/task, sizes, and a map failure naming the row's file."""
import json
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
ROOT = tempfile.mkdtemp()


def put(path, data=b"\xff\xd8\xff\x00"):
    path = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)
    return path


def rows(data):
    out = []
    for r in data.create_dict_iterator(num_epochs=1, output_numpy=True):
        out.append({k: [str(v.dtype), list(v.shape), v.tolist() if v.dtype != np.uint8 or v.size < 8 else
                        int(v.astype(np.int64).sum())] for k, v in r.items()})
    return out


for folder, n in (("bedroom_train", 2), ("bedroom_val", 1), ("tower_train", 3), ("kitchen_val", 1)):
    for i in range(n):
        put(f"lsun/{folder}/{i}.jpg", bytes([0xFF, 0xD8, 0xFF, len(folder), i, 7]))
for usage in ("all", "train", "valid"):
    data = ds.LSUNDataset(os.path.join(ROOT, "lsun"), usage=usage, shuffle=False)
    emit(f"lsun_{usage}", [data.get_dataset_size(), rows(data)])
emit("lsun_classes", rows(ds.LSUNDataset(os.path.join(ROOT, "lsun"), classes=["tower", "kitchen"], shuffle=False)))
emit_error("lsun_bad_class", lambda: ds.LSUNDataset(os.path.join(ROOT, "lsun"), classes=["cave"]))

for person, k in (("Ann", 2), ("Bob", 1), ("Cy", 3)):
    for i in range(1, k + 1):
        put(f"lfw/lfw_funneled/{person}/{person}_{i:04d}.jpg", bytes([0xFF, 0xD8, 0xFF, ord(person[0]), i, 1, 2]))
        put(f"lfw/lfw/{person}/{person}_{i:04d}.jpg", bytes([0xFF, 0xD8, 0xFF, ord(person[0]), i, 9, 9, 9]))
put("lfw/lfw-names.txt", "Ann 2\nBob 1\nCy 3\n")
put("lfw/peopleDevTrain.txt", "2\nCy 3\nAnn 1\n")
put("lfw/peopleDevTest.txt", "1\nBob 1\n")
put("lfw/pairsDevTrain.txt", "1\nCy 1 3\nAnn 2 Bob 1\n")
put("lfw/pairsDevTest.txt", "1\nAnn 1 2\nCy 2 Bob 1\n")
for kw in ({}, {"usage": "test"}, {"task": "pairs"}, {"task": "pairs", "usage": "train", "image_set": "original"}):
    data = ds.LFWDataset(os.path.join(ROOT, "lfw"), shuffle=False, **kw)
    emit(f"lfw_{sorted(kw.items())}", [data.get_col_names(), data.get_dataset_size(), rows(data)])

lines = []
for i, (usage, names) in enumerate((("TRAIN", ["b"]), ("TRAIN", ["a", "c"]), ("EVAL", ["a"]), ("TRAIN", ["c"]))):
    src = put(f"man/{i}.jpg", bytes([0xFF, 0xD8, 0xFF, i]))
    lines.append(json.dumps({"source": src, "usage": usage, "annotation": [{"name": n} for n in names]}))
put("man/notimage.jpg", b"text")
lines.append(json.dumps({"source": os.path.join(ROOT, "man/notimage.jpg"), "usage": "TRAIN",
                         "annotation": [{"name": "a"}]}))
manifest = put("man/data.manifest", "\n".join(lines) + "\n")
for kw in ({}, {"usage": "eval"}, {"class_indexing": {"c": 5, "b": 1}}):
    data = ds.ManifestDataset(manifest, shuffle=False, **kw)
    emit(f"manifest_{sorted(kw.items())}", [data.get_dataset_size(), data.get_class_indexing(), data.num_classes(),
                                           rows(data)])

for i, objs in enumerate((["Car 0.5 1 -0.2 10 20 30 40 1.5 1.6 3.9 1 2 3 0.1", "Tram 0 2 1 1 2 3 4 5 6 7 8 9 10 11"],
                          ["DontCare -1 -1 -10 5 5 6 6 -1 -1 -1 -1000 -1000 -1000 -10"])):
    put(f"kitti/data_object_image_2/training/image_2/{i:06d}.png", bytes([0x89, 0x50, 0x4E, 0x47, i]))
    put(f"kitti/data_object_image_2/testing/image_2/{i:06d}.png", bytes([0x89, 0x50, 0x4E, 0x47, i, i]))
    put(f"kitti/data_object_label_2/training/label_2/{i:06d}.txt", "\n".join(objs) + "\n")
emit("kitti_train", rows(ds.KITTIDataset(os.path.join(ROOT, "kitti"), shuffle=False)))
emit("kitti_test", rows(ds.KITTIDataset(os.path.join(ROOT, "kitti"), usage="test", shuffle=False)))

names = ["c.jpg", "a.JPEG", "b.jpg"]
for n in names:
    put(f"celeba/{n}", bytes([0xFF, 0xD8, 0xFF, ord(n[0])]))
put("celeba/list_attr_celeba.txt", "3\nA B C\n" + "".join(f"{n} {' '.join(v)}\n" for n, v in
                                                          zip(names, (["1", "-1", "1"], ["-1", "-1", "1"],
                                                                      ["1", "1", "1"]))))
put("celeba/list_eval_partition.txt", "c.jpg 0\na.JPEG 1\nb.jpg 0\n")
for kw in ({}, {"usage": "train"}, {"usage": "valid"}):
    emit(f"celeba_{sorted(kw.items())}", rows(ds.CelebADataset(os.path.join(ROOT, "celeba"), shuffle=False, **kw)))



img = np.arange(3 * 96 * 96, dtype=np.int64).astype(np.uint8)
put("stl/train_X.bin", (img + 1).tobytes() + (img + 2).tobytes())
put("stl/train_y.bin", bytes([3, 10]))
put("stl/test_X.bin", (img + 3).tobytes())
put("stl/test_y.bin", bytes([1]))
put("stl/unlabeled_X.bin", (img * 3).tobytes())
for usage in ("all", "train+unlabeled", "unlabeled"):
    emit(f"stl10_{usage}", [[int(r[1]), str(r[0].dtype), list(r[0].shape), r[0][0, :3].tolist(), r[0][5, 2].tolist()]
                            for r in ds.STL10Dataset(os.path.join(ROOT, "stl"), usage=usage, shuffle=False)
                            .create_tuple_iterator(output_numpy=True)])

def idx(dims, data, magic):
    head = magic.to_bytes(4, "big") + b"".join(d.to_bytes(4, "big") for d in dims)
    return head + data.astype(">i4" if magic == 3074 else np.uint8).tobytes()


pixels = (np.arange(28 * 28 * 2) % 251).astype(np.uint8)
put("emnist/emnist-letters-train-images-idx3-ubyte", idx([2, 28, 28], pixels, 2051))
put("emnist/emnist-letters-train-labels-idx1-ubyte", idx([2], np.array([5, 26]), 2049))
put("emnist/emnist-letters-test-images-idx3-ubyte", idx([1, 28, 28], pixels[:784][::-1], 2051))
put("emnist/emnist-letters-test-labels-idx1-ubyte", idx([1], np.array([1]), 2049))
for usage in ("all", "train"):
    emit(f"emnist_{usage}", [[int(r[1]), str(r[1].dtype), list(r[0].shape), int(r[0].astype(np.int64).sum())]
                             for r in ds.EMnistDataset(os.path.join(ROOT, "emnist"), "letters", usage, shuffle=False)
                             .create_tuple_iterator(output_numpy=True)])
qlabels = np.arange(16).reshape(2, 8)
for part in ("qmnist-train", "qmnist-test", "xnist"):
    put(f"qmnist/{part}-images-idx3-ubyte", idx([2, 28, 28], pixels + len(part), 2051))
    put(f"qmnist/{part}-labels-idx2-int", idx([2, 8], qlabels + len(part), 3074))
for kw in ({"usage": "train"}, {"usage": "all"}, {"usage": "nist", "compat": False}):
    emit(f"qmnist_{sorted(kw.items())}", [[r[1].tolist(), str(r[1].dtype), int(r[0].astype(np.int64).sum())]
                                          for r in ds.QMnistDataset(os.path.join(ROOT, "qmnist"), shuffle=False, **kw)
                                          .create_tuple_iterator(output_numpy=True)])

fake = ds.FakeImageDataset(num_images=6, image_size=(2, 3, 1), num_classes=4, base_seed=11, shuffle=False)
emit("fake_labels", [[int(r[1]), str(r[1].dtype), str(r[0].dtype), list(r[0].shape)]
                     for r in fake.create_tuple_iterator(output_numpy=True)])
emit_error("fake_size", lambda: ds.FakeImageDataset(image_size=(2, 2)))


def fail(x):
    raise ValueError("no")


emit_error("map_failure", lambda: rows(ds.LSUNDataset(os.path.join(ROOT, "lsun"), shuffle=False).map(fail, ["image"])))
emit_error("sampler_and_shuffle", lambda: ds.LFWDataset(os.path.join(ROOT, "lfw"), shuffle=False,
                                                        sampler=ds.SequentialSampler()))
emit_error("shard_id_alone", lambda: ds.KITTIDataset(os.path.join(ROOT, "kitti"), shard_id=0))
emit_error("workers", lambda: ds.CelebADataset(os.path.join(ROOT, "celeba"), num_parallel_workers=0))
emit_error("missing_dir_arg", lambda: ds.KITTIDataset())
