"""Image dataset sources read from a standard dataset's folder layout (LSUN, SUN397, Omniglot, LFW, ...).

Each source lists its rows once (when first read or sized): one tuple per row of image file paths and
label values, in MindSpore's order; :class:`_FileListDataset` reads a row's images (the file's bytes as 1-D
uint8, decoded to HWC RGB with ``decode=True``) and makes its label arrays, through the sampler machinery
every random-access source shares (shuffle, num_samples, shards, samplers, PKSampler on the label column).
"""
from __future__ import annotations

import os
from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

from ..core.arguments import bind_init_arguments
from ..core.pipeline import PipelineError, set_row_file
from .datasets import Row, _check_type
from .samplers import check_sampler_options
from .sources import ImageFolderDataset, MnistDataset, _check_dir, _RandomAccess, check_source_workers, read_image

_IMAGE = "image"      # a column kind: the row holds a file path; the column is its bytes (decoded with decode=True)


def _sorted_files(folder: str, exts: Optional[Sequence[str]] = None) -> List[str]:
    """The files in ``folder`` (sorted by name), those ending in one of ``exts`` (case-insensitive) if given."""
    names = sorted(n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n)))
    if exts is not None:
        names = [n for n in names if os.path.splitext(n)[1].lower() in exts]
    return [os.path.join(folder, n) for n in names]


def _sorted_dirs(folder: str) -> List[str]:
    return sorted(n for n in os.listdir(folder) if os.path.isdir(os.path.join(folder, n)))


def _check_str(name: str, value: Any, valid: Sequence[str], default: str) -> str:
    if value is None:
        return default
    _check_type(name, value, str)
    if value not in valid:
        raise ValueError(f"Input {name} is not within the valid set of {list(valid)}.")
    return value


def _check_dir_first(arguments: dict) -> None:
    if "dataset_dir" in arguments:        # MindSpore checks the folder first
        _check_dir(arguments["dataset_dir"])


class _FileListDataset(_RandomAccess):
    """A source of rows listed by ``_list()`` (one tuple per row: a path for each image column, a value for
    each other column) whose columns are ``COLUMNS`` (name, kind): kind ``_IMAGE``, a numpy dtype, or a
    function making the column from the row's value (read when the row is).
    ``LABEL`` names the column a PKSampler groups rows by."""

    COLUMNS: Tuple[Tuple[str, Any], ...] = ()
    LABEL = "label"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each source's arguments bound as MindSpore's checks bind them: a missing or unknown one is its
        TypeError ("missing a required argument: 'dataset_dir'"), and ``dataset_dir`` is checked first."""
        super().__init_subclass__(**kwargs)
        bind_init_arguments(cls, _check_dir_first)
    IMAGE_EXTS: Optional[Tuple[str, ...]] = (".jpg", ".jpeg", ".png")

    def __init__(self, dataset_dir: Any, num_samples: Any = None, num_parallel_workers: Any = None,
                 shuffle: Any = None, sampler: Any = None, num_shards: Any = None, shard_id: Any = None,
                 decode: Any = False) -> None:
        check_source_workers(num_parallel_workers)
        super().__init__((), num_parallel_workers)
        self.dataset_dir = _check_dir(dataset_dir) if dataset_dir is not None else None
        _check_type("decode", decode, bool)
        self.decode = decode
        check_sampler_options(num_samples, shuffle, sampler, num_shards, shard_id)
        self._init_sampling(num_samples, shuffle, sampler, num_shards, shard_id)
        self._entries: Optional[List[tuple]] = None

    def _list(self) -> List[tuple]:
        raise NotImplementedError

    def _listed(self) -> List[tuple]:
        if self._entries is None:
            self._entries = self._list()
        return self._entries

    def _col_names(self) -> List[str]:
        return [name for name, _ in self.COLUMNS]

    def _num_rows(self) -> int:
        return len(self._listed())

    def _get_row(self, index: int) -> Row:
        entry = self._listed()[index]
        set_row_file(self._data_file(entry))
        return tuple(read_image(v, self.decode) if kind == _IMAGE else kind(v) if callable(kind) and
                     not isinstance(kind, type) else np.asarray(v, kind) for (_, kind), v in zip(self.COLUMNS, entry))

    def _data_file(self, entry: tuple) -> Optional[str]:
        """The file a row is read from (named when a map operation fails on it): the entry's value past the
        columns where it has one, else its first image."""
        if len(entry) > len(self.COLUMNS):
            return entry[len(self.COLUMNS)]
        kinds = [kind for _, kind in self.COLUMNS]
        return entry[kinds.index(_IMAGE)] if _IMAGE in kinds else None

    def _class_labels(self) -> Optional[List[int]]:
        names = self._col_names()
        if self.LABEL not in names:
            return None
        k = names.index(self.LABEL)
        return [e[k] for e in self._listed()]


class LSUNDataset(_FileListDataset):
    """LSUN scene folders ``<class>_<train|val>`` (usage 'valid' reads ``_val``; 'test' the ``test`` folder;
    'all' train then val of each class): ``image`` and ``label`` uint32, one label per folder read, counted
    in the order the folders are read (MindSpore's numbering)."""

    COLUMNS = (("image", _IMAGE), ("label", np.uint32))
    CATEGORIES = ["bedroom", "bridge", "church_outdoor", "classroom", "conference_room", "dining_room", "kitchen",
                  "living_room", "restaurant", "tower"]

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, classes: Optional[List[str]] = None,
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "valid", "all"], "all")
        if classes is not None:
            _check_type("classes", classes, list)
            for c in classes:
                _check_str("classes", c, self.CATEGORIES, c)
        self.classes = sorted(set(self.CATEGORIES if not classes else classes))   # MindSpore reads them sorted
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        if self.usage == "test":
            folders = ["test"]
        else:
            parts = {"train": ["train"], "valid": ["val"], "all": ["train", "val"]}[self.usage]
            folders = [f"{c}_{p}" for c in self.classes for p in parts]
        entries: List[tuple] = []
        label = 0
        for folder in folders:
            path = os.path.join(self.dataset_dir, folder)
            if not os.path.isdir(path):
                continue
            entries.extend((f, label) for f in _sorted_files(path, self.IMAGE_EXTS))
            label += 1
        return entries

    def _size(self) -> Optional[int]:
        if self.usage == "test":     # MindSpore counts no rows in the test folder (and reads them)
            return 0
        return super()._size()


class SUN397Dataset(_FileListDataset):
    """SUN397: the classes listed in ``ClassName.txt`` (``/a/abbey``...), label = line number (uint32); each
    class folder's ``sun_*.jpg`` files in sorted order."""

    COLUMNS = (("image", _IMAGE), ("label", np.uint32))
    IMAGE_EXTS = (".jpg",)

    def __init__(self, dataset_dir: str, num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        names = os.path.join(self.dataset_dir, "ClassName.txt")
        if not os.path.isfile(names):
            raise PipelineError(f"Invalid file, failed to open {names}: the file does not exist.")
        with open(names, encoding="utf-8") as f:
            classes = [line.strip() for line in f if line.strip()]
        entries: List[tuple] = []
        for label, cls in enumerate(classes):
            folder = os.path.join(self.dataset_dir, cls.lstrip("/"))
            if os.path.isdir(folder):
                entries.extend((p, label) for p in _sorted_files(folder, self.IMAGE_EXTS)
                               if os.path.basename(p).startswith("sun_"))
        return entries


class OmniglotDataset(_FileListDataset):
    """Omniglot: ``images_background`` (``background`` True, the default) or ``images_evaluation``; one label
    (int32) per ``<alphabet>/<character>`` folder in sorted order, its images sorted by name."""

    COLUMNS = (("image", _IMAGE), ("label", np.int32))

    def __init__(self, dataset_dir: str, background: Optional[bool] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        if background is not None:
            _check_type("background", background, bool)
        self.background = True if background is None else background
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        root = os.path.join(self.dataset_dir, "images_background" if self.background else "images_evaluation")
        if not os.path.isdir(root):
            raise PipelineError(f"Invalid dataset_dir, {root} does not exist or is not a directory.")
        entries: List[tuple] = []
        label = 0
        for alphabet in _sorted_dirs(root):
            for character in _sorted_dirs(os.path.join(root, alphabet)):
                folder = os.path.join(root, alphabet, character)
                entries.extend((p, label) for p in _sorted_files(folder, self.IMAGE_EXTS))
                label += 1
        return entries


class LFWDataset(_FileListDataset):
    """Labeled Faces in the Wild.  task 'people' (``image``, ``label``) or 'pairs' (``image1``, ``image2``,
    ``label``: 1 for the same person); usage '10fold' reads ``people.txt``/``pairs.txt``, 'train'/'test' the
    ``DevTrain``/``DevTest`` lists, 'all' both of those; image_set picks the folder (``lfw``, ``lfw_funneled``,
    ``lfw-deepfunneled``).  People labels (uint32) are their line numbers in ``lfw-names.txt``."""

    FOLDERS = {"original": "lfw", "funneled": "lfw_funneled", "deepfunneled": "lfw-deepfunneled"}

    def __init__(self, dataset_dir: str, task: Optional[str] = None, usage: Optional[str] = None,
                 image_set: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        self.task = _check_str("task", task, ["people", "pairs"], "people")
        self.usage = _check_str("usage", usage, ["10fold", "train", "test", "all"], "all")
        self.image_set = _check_str("image_set", image_set, list(self.FOLDERS), "funneled")
        self.COLUMNS = ((("image", _IMAGE), ("label", np.uint32)) if self.task == "people" else
                        (("image1", _IMAGE), ("image2", _IMAGE), ("label", np.uint32)))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _lines(self, name: str) -> List[List[str]]:
        path = os.path.join(self.dataset_dir, name)
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, failed to open {path}: the file does not exist.")
        with open(path, encoding="utf-8") as f:
            return [line.split() for line in f if line.strip()]

    def _image(self, person: str, number: str) -> str:
        return os.path.join(self.dataset_dir, self.FOLDERS[self.image_set], person,
                            f"{person}_{int(number):04d}.jpg")

    def _list(self) -> List[tuple]:
        kind = "people" if self.task == "people" else "pairs"
        files = {"10fold": [f"{kind}.txt"], "train": [f"{kind}DevTrain.txt"], "test": [f"{kind}DevTest.txt"],
                 "all": [f"{kind}DevTrain.txt", f"{kind}DevTest.txt"]}[self.usage]
        entries: List[tuple] = []
        if self.task == "people":
            names = {row[0]: i for i, row in enumerate(self._lines("lfw-names.txt"))}
            for name in files:
                for row in self._lines(name):
                    if len(row) != 2:       # a fold count or the folds' header
                        continue
                    person, count = row
                    entries.extend((self._image(person, str(k)), names.get(person, 0))
                                   for k in range(1, int(count) + 1))
            return entries
        for name in files:
            for row in self._lines(name):
                if len(row) == 3:
                    entries.append((self._image(row[0], row[1]), self._image(row[0], row[2]), 1))
                elif len(row) == 4:
                    entries.append((self._image(row[0], row[1]), self._image(row[2], row[3]), 0))
        return entries


_IMAGE_MAGICS = (b"\xff\xd8\xff", b"\x89PNG", b"GIF8", b"BM", b"II*\x00", b"MM\x00*", b"RIFF")


def _check_file(name: str, path: Any) -> str:
    _check_type(name, path, str)
    if not os.path.isfile(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The file {path} does not exist or permission denied!")
    return path


class ManifestDataset(_FileListDataset):
    """A manifest file: one JSON object per line (``source`` image path, ``usage`` TRAIN/EVAL/INFERENCE,
    ``annotation`` list of ``{"name": class}``); rows of ``usage`` whose source is an image file (files with
    no image header are skipped, as MindSpore does), ``label`` int32: the annotation's class index (a 1-D
    array for several annotations).  Classes are numbered in sorted order unless ``class_indexing`` says."""

    COLUMNS = (("image", _IMAGE), ("label", np.int32))

    def __init__(self, dataset_file: str, usage: str = "train", num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 class_indexing: Optional[dict] = None, decode: bool = False, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.dataset_file = _check_file("dataset_file", dataset_file)
        self.usage = _check_str("usage", usage, ["train", "eval", "inference"], "train")
        if class_indexing is not None:
            _check_type("class_indexing", class_indexing, dict)
        self._given_indexing = class_indexing
        super().__init__(None, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, decode)

    def _list(self) -> List[tuple]:
        import json

        found: List[Tuple[str, List[str]]] = []
        with open(self.dataset_file, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                item = json.loads(line)
                for key in ("source", "usage"):
                    if key not in item:
                        raise PipelineError(f"Invalid manifest file, '{key}' is missing in file: {self.dataset_file}.")
                if str(item["usage"]).lower() != self.usage:
                    continue
                path = item["source"]
                if not os.path.isfile(path):
                    raise PipelineError(f"Invalid file path, {path} does not exist.")
                with open(path, "rb") as img:
                    head = img.read(4)
                if not head:
                    raise PipelineError(f"Invalid manifest file, image data size is 0: {path}.")
                if not head.startswith(_IMAGE_MAGICS):
                    continue
                names = [a["name"] for a in item.get("annotation", []) if "name" in a]
                found.append((path, names))
        if not found:
            raise PipelineError("Invalid data, ManifestDataset API can't read the data file (interface mismatch or no "
                                f"data found). Check file path: {self.dataset_file}")
        if self._given_indexing is not None:
            self.class_indexing = {k: int(v) for k, v in self._given_indexing.items()}
        else:
            self.class_indexing = {c: i for i, c in enumerate(sorted({n for _, ns in found for n in ns}))}
        entries = []
        for path, names in found:
            ids = [self.class_indexing[n] for n in names if n in self.class_indexing]
            if not ids:
                continue
            entries.append((path, ids[0] if len(ids) == 1 else ids))
        return entries

    def _class_labels(self) -> List[int]:
        return [lab if isinstance(lab, int) else (lab[0] if lab else -1) for _, lab in self._listed()]

    def _data_file(self, entry: tuple) -> str:
        return self.dataset_file

    def get_class_indexing(self) -> dict:
        self._listed()
        return dict(self.class_indexing)

    def num_classes(self) -> int:
        return len(self.get_class_indexing())


def _xml_objects(path: str) -> List[dict]:
    """The ``<object>`` entries of a VOC annotation file: name, difficult, truncated, bndbox values."""
    import xml.etree.ElementTree as ET

    if not os.path.isfile(path):
        raise PipelineError(f"Invalid file, failed to open annotation file: {path}.")
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise PipelineError(f"Invalid file, failed to load xml file: {path}. {exc}") from None
    objects = []
    for obj in root.iter("object"):
        box = obj.find("bndbox")
        name = obj.findtext("name")
        if box is None or name is None:
            continue
        coords = [float(box.findtext(k) or 0) for k in ("xmin", "ymin", "xmax", "ymax")]
        objects.append({"name": name.strip(), "difficult": int(float(obj.findtext("difficult") or 0)),
                        "truncated": int(float(obj.findtext("truncated") or 0)), "box": coords})
    if not objects:
        raise PipelineError(f"Invalid data, no valid object found in xml file: {path}.")
    return objects


class VOCDataset(_FileListDataset):
    """PASCAL VOC.  task 'Segmentation': ``image`` and ``target`` (the SegmentationClass png); 'Detection':
    ``image``, ``bbox`` float32 (N, 4) as (xmin, ymin, width, height), ``label``/``difficult``/``truncate``
    uint32 (N, 1) from ``Annotations/<id>.xml`` (objects whose class is not in ``class_indexing`` are left
    out, and rows left with none).  The ids come from ``ImageSets/<Segmentation|Main>/<usage>.txt``;
    ``extra_metadata`` adds the ``_meta-filename`` column (the id; iterators hide it unless renamed)."""

    def __init__(self, dataset_dir: str, task: str = "Segmentation", usage: str = "train",
                 class_indexing: Optional[dict] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None, extra_metadata: bool = False, decrypt: Any = None) -> None:
        _check_dir(dataset_dir)
        task = "Segmentation" if task is None else task
        usage = "train" if usage is None else usage
        _check_type("task", task, str)
        _check_type("usage", usage, str)
        if task == "Segmentation":
            if class_indexing:
                raise ValueError("class_indexing is not supported in Segmentation task.")
            sets = os.path.join(dataset_dir, "ImageSets", "Segmentation", usage + ".txt")
        elif task == "Detection":
            sets = os.path.join(dataset_dir, "ImageSets", "Main", usage + ".txt")
        else:
            raise ValueError("Invalid task : " + task + ".")
        if class_indexing is not None:
            _check_type("class_indexing", class_indexing, dict)
        self._sets = _check_file("dataset_dir", sets)
        self.task, self.usage, self.extra_metadata = task, usage, bool(extra_metadata)
        self._given_indexing = dict(class_indexing or {})
        self.class_indexing: dict = {}
        cols: List[Tuple[str, Any]] = [("image", _IMAGE)]
        if task == "Segmentation":
            cols.append(("target", _IMAGE))
        else:
            cols += [("bbox", np.float32), ("label", np.uint32), ("difficult", np.uint32), ("truncate", np.uint32)]
        if self.extra_metadata:
            cols.append(("_meta-filename", np.str_))
        self.COLUMNS = tuple(cols)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        with open(self._sets, encoding="utf-8") as f:
            ids = [line.strip() for line in f if line.strip()]
        root = self.dataset_dir
        entries: List[tuple] = []
        if self.task == "Segmentation":
            for i in ids:
                entries.append((os.path.join(root, "JPEGImages", i + ".jpg"),
                                os.path.join(root, "SegmentationClass", i + ".png")) +
                               ((i,) if self.extra_metadata else ()))
            return entries
        annotated = [(i, _xml_objects(os.path.join(root, "Annotations", i + ".xml"))) for i in ids]
        for i, objects in annotated:
            for o in objects:
                xmin, ymin, xmax, ymax = o["box"]
                if xmin <= 0 or ymin <= 0 or xmax - xmin <= 0 or ymax - ymin <= 0:
                    where = os.path.join(root, "Annotations", i + ".xml")
                    raise PipelineError(f"Invalid bndbox, the coordinate of bndbox in {where} should be greater "
                                        f"than 0, but got {{{xmin:g}, {ymin:g}, {xmax:g}, {ymax:g}}}")
        if self._given_indexing:
            self.class_indexing = {k: int(v) for k, v in self._given_indexing.items()}
        else:
            names = sorted({o["name"] for _, objects in annotated for o in objects})
            self.class_indexing = {n: k for k, n in enumerate(names)}
        for i, objects in annotated:
            kept = [o for o in objects if o["name"] in self.class_indexing]
            if not kept:
                continue
            bbox = np.array([[o["box"][0], o["box"][1], o["box"][2] - o["box"][0], o["box"][3] - o["box"][1]]
                             for o in kept], np.float32)
            col = lambda key: np.array([[v] for v in key], np.uint32)  # noqa: E731
            entries.append((os.path.join(root, "JPEGImages", i + ".jpg"), bbox,
                            col([self.class_indexing[o["name"]] for o in kept]), col([o["difficult"] for o in kept]),
                            col([o["truncated"] for o in kept])) + ((i,) if self.extra_metadata else ()))
        return entries

    def _class_labels(self) -> Optional[List[int]]:
        if self.task != "Detection":
            return None
        return [int(e[2][0, 0]) for e in self._listed()]

    def get_class_indexing(self) -> dict:
        if self.task != "Detection":
            raise NotImplementedError("Only 'Detection' support get_class_indexing.")
        self._listed()
        return dict(self.class_indexing)


class CocoDataset(_FileListDataset):
    """COCO: the ``images`` of ``annotation_file`` in its order, each with its annotations' columns by task:
    'Detection' ``bbox`` float32 (N, 4), ``category_id``/``iscrowd`` uint32 (N, 1); 'Stuff' ``segmentation``
    float32 (one row per polygon, padded with -1; a crowd's RLE counts as one), ``iscrowd``; 'Keypoint'
    ``keypoints`` float32 (N, 51), ``num_keypoints`` uint32; 'Panoptic' (``segments_info``) ``bbox``,
    ``category_id``, ``iscrowd``, ``area``; 'Captioning' ``captions`` str (N, 1).  ``extra_metadata`` adds
    ``_meta-filename`` (the file name without its extension)."""

    TASKS = {"Detection": (("bbox", np.float32), ("category_id", np.uint32), ("iscrowd", np.uint32)),
             "Stuff": (("segmentation", np.float32), ("iscrowd", np.uint32)),
             "Keypoint": (("keypoints", np.float32), ("num_keypoints", np.uint32)),
             "Panoptic": (("bbox", np.float32), ("category_id", np.uint32), ("iscrowd", np.uint32),
                          ("area", np.uint32)),
             "Captioning": (("captions", np.str_),)}

    def __init__(self, dataset_dir: str, annotation_file: str, task: str = "Detection",
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None,
                 extra_metadata: bool = False, decrypt: Any = None) -> None:
        from .samplers import PKSampler

        _check_dir(dataset_dir)
        self.annotation_file = _check_file("annotation_file", annotation_file)
        task = "Detection" if task is None else task
        _check_type("task", task, str)
        if task not in self.TASKS:
            raise ValueError("Invalid task type: " + task + ".")
        if isinstance(sampler, PKSampler):
            raise ValueError("CocoDataset doesn't support PKSampler.")
        self.task, self.extra_metadata = task, bool(extra_metadata)
        self.COLUMNS = (("image", _IMAGE),) + self.TASKS[task] + \
            ((("_meta-filename", np.str_),) if self.extra_metadata else ())
        self._class_indexing: dict = {}
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _annotations(self, image: dict, anns: List[dict], cats: dict) -> tuple:
        if self.task == "Captioning":
            return (np.array([[a["caption"]] for a in anns], np.str_),)
        if self.task == "Panoptic":
            anns = [s for a in anns for s in a.get("segments_info", [])]
        for a in anns:
            if self.task in ("Detection", "Panoptic") and a["category_id"] not in cats:
                raise PipelineError(f"Invalid annotation, the attribute of 'category_id': {a['category_id']} is "
                                    f"missing in the node of 'categories' from annotation file: "
                                    f"{self.annotation_file}")
        col = lambda vals: np.array([[v] for v in vals], np.uint32)  # noqa: E731
        crowd = col([a.get("iscrowd", 0) for a in anns])
        if self.task == "Stuff":
            polygons = []
            for a in anns:
                seg = a["segmentation"]
                polygons.extend([seg["counts"]] if isinstance(seg, dict) else seg)
            width = max((len(p) for p in polygons), default=0)
            seg_arr = np.full((len(polygons), width), -1, np.float32)
            for k, p in enumerate(polygons):
                seg_arr[k, :len(p)] = p
            return seg_arr, crowd
        if self.task == "Keypoint":
            return (np.array([a["keypoints"] for a in anns], np.float32).reshape(len(anns), -1),
                    col([a["num_keypoints"] for a in anns]))
        bbox = np.array([a["bbox"] for a in anns], np.float32).reshape(len(anns), 4)
        out = (bbox, col([a["category_id"] for a in anns]), crowd)
        return out + ((col([a["area"] for a in anns]),) if self.task == "Panoptic" else ())

    def _list(self) -> List[tuple]:
        import json

        try:
            with open(self.annotation_file, encoding="utf-8") as f:
                doc = json.load(f)
        except ValueError as exc:
            raise PipelineError(f"Invalid annotation file, Coco Dataset annotation file:{self.annotation_file} "
                                f"load failed, error description: {exc}") from None
        for key in ("images", "annotations"):
            if key not in doc:
                raise PipelineError(f"Invalid annotation, the attribute of '{key}' is missing from annotation "
                                    f"file: {self.annotation_file}")
        cats = {c["id"]: c for c in doc.get("categories", [])}
        if self.task == "Detection":
            self._class_indexing = {c["name"]: [c["id"]] for c in doc.get("categories", [])}
        elif self.task == "Panoptic":
            self._class_indexing = {c["name"]: [c["id"], c.get("isthing", 0)] for c in doc.get("categories", [])}
        by_image: dict = {}
        for a in doc["annotations"]:
            if self.task != "Panoptic" and "id" not in a:
                raise PipelineError(f"Invalid annotation, the attribute of 'id' is missing in annotation file: "
                                    f"{self.annotation_file}.")
            by_image.setdefault(a["image_id"], []).append(a)
        entries = []
        for image in doc["images"]:
            anns = by_image.get(image["id"])
            if not anns:
                continue
            name = image["file_name"]
            entries.append((os.path.join(self.dataset_dir, name),) + self._annotations(image, anns, cats) +
                           ((os.path.splitext(name)[0],) if self.extra_metadata else ()))
        return entries

    def get_class_indexing(self) -> dict:
        if self.task not in ("Detection", "Panoptic"):
            raise NotImplementedError("Only 'Detection' and 'Panoptic' support get_class_indexing.")
        self._listed()
        return dict(self._class_indexing)


class KITTIDataset(_FileListDataset):
    """KITTI object detection: ``data_object_image_2/<training|testing>/image_2/*.png`` in sorted order; usage
    'train' adds each ``label_2/<id>.txt``'s objects: ``label`` uint32 (classes numbered in sorted order of the
    names in all label files), ``truncated``/``alpha``/``rotation_y`` float32 (N, 1), ``occluded`` uint32,
    ``bbox`` (N, 4), ``dimensions``/``location`` (N, 3) float32.  usage 'test': ``image`` only."""

    LABEL_COLUMNS = (("label", np.uint32), ("truncated", np.float32), ("occluded", np.uint32),
                     ("alpha", np.float32), ("bbox", np.float32), ("dimensions", np.float32),
                     ("location", np.float32), ("rotation_y", np.float32))

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test"], "train")
        self.COLUMNS = (("image", _IMAGE),) + (self.LABEL_COLUMNS if self.usage == "train" else ())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        part = "training" if self.usage == "train" else "testing"
        folder = os.path.join(self.dataset_dir, "data_object_image_2", part, "image_2")
        if not os.path.isdir(folder):
            raise PipelineError(f"Invalid folder, {folder} does not exist or is not a directory.")
        images = _sorted_files(folder, (".png",))
        if self.usage != "train":
            return [(p,) for p in images]
        labels_dir = os.path.join(self.dataset_dir, "data_object_label_2", part, "label_2")
        objects = []
        for p in images:
            path = os.path.join(labels_dir, os.path.splitext(os.path.basename(p))[0] + ".txt")
            if not os.path.isfile(path):
                raise PipelineError(f"Invalid file, failed to open label file: {path}.")
            with open(path, encoding="utf-8") as f:
                objects.append([line.split() for line in f if line.strip()])
        classes = {n: k for k, n in enumerate(sorted({o[0] for objs in objects for o in objs}))}
        entries = []
        for p, objs in zip(images, objects):
            vals = np.array([[float(v) for v in o[1:15]] for o in objs], np.float64).reshape(len(objs), 14)
            entries.append((p, np.array([[classes[o[0]]] for o in objs], np.uint32), vals[:, 0:1],
                            vals[:, 1:2].astype(np.int64).astype(np.uint32), vals[:, 2:3], vals[:, 3:7],
                            vals[:, 7:10], vals[:, 10:13], vals[:, 13:14]))
        return entries


class CelebADataset(_FileListDataset):
    """CelebA: the images of ``list_attr_celeba.txt`` (in its order) in ``usage``'s partition of
    ``list_eval_partition.txt`` (train 0, valid 1, test 2, all); ``attr`` uint32 (40,): 1 where the file says
    1, else 0.  ``extensions`` keeps the files ending in one of them (case-sensitive)."""

    COLUMNS = (("image", _IMAGE), ("attr", np.uint32))

    def __init__(self, dataset_dir: str, num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None,
                 usage: str = "all", sampler: Any = None, decode: bool = False,
                 extensions: Optional[List[str]] = None, num_samples: Optional[int] = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None,
                 decrypt: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["all", "train", "valid", "test"], "all")
        if extensions is not None:
            _check_type("extensions", extensions, list)
        self.extensions = None if extensions is None else tuple(extensions)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        attr_file = os.path.join(self.dataset_dir, "list_attr_celeba.txt")
        if not os.path.isfile(attr_file):
            raise PipelineError(f"Invalid file, failed to open CelebA attr file: {attr_file}.")
        with open(attr_file, encoding="utf-8") as f:
            lines = [line.split() for line in f if line.strip()]
        rows = lines[2:]          # the count line, the attribute names, then one line per image
        keep = None
        if self.usage != "all":
            part_file = os.path.join(self.dataset_dir, "list_eval_partition.txt")
            if not os.path.isfile(part_file):
                raise PipelineError(f"Invalid file, failed to open CelebA partition file: {part_file}.")
            want = {"train": "0", "valid": "1", "test": "2"}[self.usage]
            with open(part_file, encoding="utf-8") as f:
                keep = {p[0] for p in (line.split() for line in f) if len(p) == 2 and p[1] == want}
        entries = []
        for row in rows:
            name = row[0]
            if keep is not None and name not in keep:
                continue
            if self.extensions is not None and os.path.splitext(name)[1] not in self.extensions:
                continue
            entries.append((os.path.join(self.dataset_dir, name),
                            np.array([1 if v == "1" else 0 for v in row[1:]], np.uint32)))
        return entries


class FakeImageDataset(_FileListDataset):
    """``num_images`` random images (uint8, ``image_size``) and labels (uint32 below ``num_classes``).  Row
    ``i``'s label is MindSpore's (the first ``uniform_int_distribution(0, num_classes - 1)`` draw of
    ``std::mt19937(base_seed + i)``); its pixels come from numpy's generator seeded the same way, not
    MindSpore's values."""

    COLUMNS = (("image", np.uint8), ("label", np.uint32))

    def __init__(self, num_images: int = 1000, image_size: Any = (224, 224, 3), num_classes: int = 10,
                 base_seed: int = 0, num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, sampler: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        for name, value in (("num_images", num_images), ("num_classes", num_classes), ("base_seed", base_seed)):
            _check_type(name, value, int)
        if num_images <= 0:
            raise ValueError("Input num_images is not within the required interval of [1, 2147483647].")
        if num_classes <= 0:
            raise ValueError("Input num_classes is not within the required interval of [1, 2147483647].")
        if base_seed < 0:
            raise ValueError("Input base_seed is not within the required interval of [0, 2147483647].")
        _check_type("image_size", image_size, (list, tuple))
        if len(image_size) != 3:
            raise ValueError(f"image_size should be a list or tuple of length 3, but got {len(image_size)}")
        for i, v in enumerate(image_size):
            _check_type(f"image_size[{i}]", v, int)
            if not 1 <= v <= 2147483647:
                raise ValueError(f"Input image_size[{i}] is not within the required interval of [1, 2147483647].")
        self.num_images, self.image_size = num_images, tuple(image_size)
        self.num_classes, self.base_seed = num_classes, base_seed
        super().__init__(None, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id)

    def _list(self) -> List[tuple]:
        from ..core.stdrandom import mt19937, uniform_int

        return [(None, uniform_int(mt19937(self.base_seed + i), self.num_classes - 1)) for i in range(self.num_images)]

    def _get_row(self, index: int) -> Row:
        image = np.random.default_rng(self.base_seed + index).integers(0, 256, self.image_size, dtype=np.uint8)
        return image, np.asarray(self._listed()[index][1], np.uint32)


class _MnistLike(MnistDataset):
    """An MNIST-format dataset (idx files) under other file names: ``_prefixes`` names them; parts are read in
    sorted order of their names (MindSpore's: test before train for 'all')."""

    PARTS = {"train": ["train"], "test": ["t10k"], "all": ["t10k", "train"]}

    def _file_prefix(self, part: str) -> str:
        return part

    def _prefixes(self) -> List[str]:
        return [self._file_prefix(p) for p in self.PARTS[self.usage]]


class FashionMnistDataset(_MnistLike):
    """Fashion-MNIST: MNIST's idx file names and columns."""


class KMnistDataset(_MnistLike):
    """Kuzushiji-MNIST: MNIST's idx file names and columns."""


class EMnistDataset(_MnistLike):
    """EMNIST subset ``name``: ``emnist-<name>-<train|test>-images-idx3-ubyte`` / ``-labels-idx1-ubyte``."""

    PARTS = {"train": ["train"], "test": ["test"], "all": ["test", "train"]}

    def __init__(self, dataset_dir: str, name: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        _check_dir(dataset_dir)
        _check_type("name", name, str)
        self.name = _check_str("name", name, ["byclass", "bymerge", "balanced", "letters", "digits", "mnist"], name)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)

    def _file_prefix(self, part: str) -> str:
        return f"emnist-{self.name}-{part}"


class QMnistDataset(_MnistLike):
    """QMNIST: ``qmnist-<train|test>-*`` and ``xnist-*`` (usage 'nist') idx files; labels from the idx2 int
    files (8 values per image): ``label`` uint32, the class alone with ``compat`` (default), all 8 without.
    usage 'test10k'/'test50k': the test images before / from row 10000; 'all': train, test, nist."""

    _only_present_parts = False     # MindSpore's QMNIST reader opens every part of usage (a missing one: its error)

    PARTS = {"train": ["qmnist-train"], "test": ["qmnist-test"], "test10k": ["qmnist-test"],
             "test50k": ["qmnist-test"], "nist": ["xnist"], "all": ["qmnist-train", "qmnist-test", "xnist"]}

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, compat: bool = True,
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, sampler: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        _check_dir(dataset_dir)
        usage = _check_str("usage", usage, list(self.PARTS), "all")
        _check_type("compat", compat, bool)
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage, self.compat = usage, compat

    def _paths(self, prefix: str) -> Tuple[str, str]:
        return (os.path.join(self.dataset_dir, f"{prefix}-images-idx3-ubyte"),
                os.path.join(self.dataset_dir, f"{prefix}-labels-idx2-int"))

    def _read_labels(self, path: str) -> np.ndarray:
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, failed to open qmnist label file: {path}.")
        raw = np.fromfile(path, np.uint8)
        if raw.size < 12 or int.from_bytes(raw[:4].tobytes(), "big") != 3074:
            raise PipelineError(f"Invalid qmnist file, wrong magic number in {path}.")
        rows, cols = int.from_bytes(raw[4:8].tobytes(), "big"), int.from_bytes(raw[8:12].tobytes(), "big")
        labels = np.frombuffer(raw[12:12 + 4 * rows * cols].tobytes(), ">i4").reshape(rows, cols)
        return labels[:, 0] if self.compat else labels

    def _load(self) -> None:
        if self._images is not None:
            return
        super()._load()
        if self.usage in ("test10k", "test50k"):
            part = slice(0, 10000) if self.usage == "test10k" else slice(10000, None)
            self._images, self._labels = self._images[part], self._labels[part]

    def num_classes(self) -> int:
        return 10


class Food101Dataset(_FileListDataset):
    """Food-101: ``images/<class>/<n>.jpg`` listed by ``meta/<train|test>.txt`` ('all': train then test);
    ``label`` is the class name (a string)."""

    COLUMNS = (("image", _IMAGE), ("label", np.str_))

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "all"], "all")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        entries: List[tuple] = []
        for part in (["train", "test"] if self.usage == "all" else [self.usage]):
            meta = os.path.join(self.dataset_dir, "meta", part + ".txt")
            if not os.path.isfile(meta):
                raise PipelineError(f"Invalid file, failed to open Food101 meta file: {meta}.")
            with open(meta, encoding="utf-8") as f:
                for line in f:
                    item = line.strip()
                    if item:
                        entries.append((os.path.join(self.dataset_dir, "images", item + ".jpg"), item.split("/")[0]))
        return entries

    def _class_labels(self) -> None:
        return None


class RenderedSST2Dataset(_FileListDataset):
    """Rendered SST-2: ``<train|valid|test>/<negative|positive>/*.png`` ('all': train, valid, test), ``label``
    uint32: the class folder's place in sorted order."""

    COLUMNS = (("image", _IMAGE), ("label", np.uint32))
    IMAGE_EXTS = (".png",)

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["val", "all", "train", "test"], "all")
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        parts = {"train": ["train"], "val": ["valid"], "test": ["test"], "all": ["train", "valid", "test"]}
        entries: List[tuple] = []
        for part in parts[self.usage]:
            root = os.path.join(self.dataset_dir, part)
            if not os.path.isdir(root):
                continue
            for label, cls in enumerate(_sorted_dirs(root)):
                entries.extend((p, label) for p in _sorted_files(os.path.join(root, cls), self.IMAGE_EXTS))
        return entries


class SBUDataset(_FileListDataset):
    """SBU captioned photos: line ``i`` of ``SBU_captioned_photo_dataset_urls.txt`` names image
    ``sbu_images/<url from its 24th character, '/' as '_'>`` (rows whose image exists), ``caption`` line ``i``
    of the captions file (a string)."""

    COLUMNS = (("image", _IMAGE), ("caption", np.str_))

    def __init__(self, dataset_dir: str, num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        _check_dir(dataset_dir)
        for name in ("SBU_captioned_photo_dataset_urls.txt", "SBU_captioned_photo_dataset_captions.txt"):
            _check_file("dataset_dir", os.path.join(dataset_dir, name))
        _check_dir(os.path.join(dataset_dir, "sbu_images"))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        lines = []
        for name in ("SBU_captioned_photo_dataset_urls.txt", "SBU_captioned_photo_dataset_captions.txt"):
            path = os.path.join(self.dataset_dir, name)
            if not os.path.isfile(path):
                raise PipelineError(f"Invalid file, failed to open SBU file: {path}.")
            with open(path, encoding="utf-8") as f:
                lines.append([line.rstrip("\r\n") for line in f])
        entries = []
        for url, caption in zip(*lines):
            path = os.path.join(self.dataset_dir, "sbu_images", url[23:].replace("/", "_"))
            if url and os.path.isfile(path):
                entries.append((path, caption))
        return entries


class SemeionDataset(_FileListDataset):
    """Semeion handwritten digits: each line of ``semeion.data`` is 256 pixels (0/1) and a one-hot label;
    ``image`` uint8 (16, 16), ``label`` uint32."""

    COLUMNS = (("image", np.uint8), ("label", np.uint32))

    def __init__(self, dataset_dir: str, num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, sampler: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id)

    def _list(self) -> List[tuple]:
        path = os.path.join(self.dataset_dir, "semeion.data")
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, failed to open Semeion file: {path}.")
        entries = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                vals = [float(v) for v in line.split()]
                if len(vals) < 266:
                    continue
                entries.append((np.array(vals[:256]).reshape(16, 16).astype(np.uint8), int(np.argmax(vals[256:266])),
                                path))
        return entries


class Places365Dataset(_FileListDataset):
    """Places365: the images listed in ``places365_<train_standard|train_challenge|val>.txt`` (path and label,
    uint32) under ``data_<256|large>_<standard|challenge>`` or ``val_<256|large>`` (``small``: 256)."""

    COLUMNS = (("image", _IMAGE), ("label", np.uint32))

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, small: bool = True, decode: bool = False,
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, sampler: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train-standard", "train-challenge", "val"], "train-standard")
        _check_type("small", small, bool)
        self.small = small
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        size = "256" if self.small else "large"
        kind = self.usage.replace("train-", "")
        folder = f"val_{size}" if self.usage == "val" else f"data_{size}_{kind}"
        listing = os.path.join(self.dataset_dir, "places365_" + self.usage.replace("-", "_") + ".txt")
        if not os.path.isfile(listing):
            raise PipelineError(f"Invalid file, failed to open Places365 file: {listing}.")
        entries = []
        with open(listing, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 2:
                    entries.append((os.path.join(self.dataset_dir, folder, parts[0].lstrip("/")), int(parts[1])))
        return entries


def _contour(path: str) -> np.ndarray:
    """A Caltech101 annotation: ``obj_contour`` of the .mat file (read with scipy, as MindSpore does)."""
    if not os.path.isfile(path):
        raise PipelineError(f"The annotation file {path} does not exist or permission denied!")
    return np.asarray(_loadmat(path)["obj_contour"])


class Caltech101Dataset(_FileListDataset):
    """Caltech 101: ``101_ObjectCategories/<class>/image_NNNN.jpg`` (classes sorted, BACKGROUND_Google left
    out; ``category`` int64 = the class's place), ``annotation`` the contour (int64 (2, N)) of
    ``Annotations/<class>/annotation_NNNN.mat`` (four classes have other folder names there).  target_type
    'category', 'annotation' or 'all' picks the columns."""

    NAME_MAP = {"Faces": "Faces_2", "Faces_easy": "Faces_3", "Motorbikes": "Motorbikes_16",
                "airplanes": "Airplanes_Side_2"}
    CLASSES = ["Faces", "Faces_easy", "Leopards", "Motorbikes", "accordion", "airplanes", "anchor", "ant", "barrel",
               "bass", "beaver", "binocular", "bonsai", "brain", "brontosaurus", "buddha", "butterfly", "camera",
               "cannon", "car_side", "ceiling_fan", "cellphone", "chair", "chandelier", "cougar_body", "cougar_face",
               "crab", "crayfish", "crocodile", "crocodile_head", "cup", "dalmatian", "dollar_bill", "dolphin",
               "dragonfly", "electric_guitar", "elephant", "emu", "euphonium", "ewer", "ferry", "flamingo",
               "flamingo_head", "garfield", "gerenuk", "gramophone", "grand_piano", "hawksbill", "headphone",
               "hedgehog", "helicopter", "ibis", "inline_skate", "joshua_tree", "kangaroo", "ketch", "lamp", "laptop",
               "llama", "lobster", "lotus", "mandolin", "mayfly", "menorah", "metronome", "minaret", "nautilus",
               "octopus", "okapi", "pagoda", "panda", "pigeon", "pizza", "platypus", "pyramid", "revolver", "rhino",
               "rooster", "saxophone", "schooner", "scissors", "scorpion", "sea_horse", "snoopy", "soccer_ball",
               "stapler", "starfish", "stegosaurus", "stop_sign", "strawberry", "sunflower", "tick", "trilobite",
               "umbrella", "watch", "water_lilly", "wheelchair", "wild_cat", "windsor_chair", "wrench", "yin_yang"]

    def __init__(self, dataset_dir: str, target_type: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: int = 1, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None) -> None:
        self.target_type = _check_str("target_type", target_type, ["category", "annotation", "all"], "category")
        cols = {"category": (("category", np.int64),), "annotation": (("annotation", _contour),),
                "all": (("category", np.int64), ("annotation", _contour))}[self.target_type]
        self.COLUMNS = (("image", _IMAGE),) + cols
        self.LABEL = "category"
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        images = os.path.join(self.dataset_dir, "101_ObjectCategories")
        classes = [c for c in sorted(os.listdir(images)) if c != "BACKGROUND_Google"]
        entries = []
        for label, cls in enumerate(classes):
            folder = os.path.join(images, cls)
            if not os.path.isdir(folder):
                continue
            for k in range(1, len(os.listdir(folder)) + 1):
                annotation = os.path.join(self.dataset_dir, "Annotations", self.NAME_MAP.get(cls, cls),
                                          f"annotation_{k:04d}.mat")
                value = {"category": (label,), "annotation": (annotation,), "all": (label, annotation)}
                entries.append((os.path.join(folder, f"image_{k:04d}.jpg"),) + value[self.target_type])
        return entries

    def get_class_indexing(self) -> dict:
        return {c: i for i, c in enumerate(self.CLASSES)}


class Caltech256Dataset(ImageFolderDataset):
    """Caltech 256: its class folders read as an ImageFolderDataset (``image``, ``label`` int32)."""

    def __init__(self, dataset_dir: str, num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, None, None, decode,
                         num_shards, shard_id, cache)

    def get_class_indexing(self) -> dict:
        return {}


class STL10Dataset(_FileListDataset):
    """STL-10 binaries: ``<part>_X.bin`` images (stored column-major: read as (96, 96, 3) HWC uint8) and
    ``<part>_y.bin`` labels 1-10 (``label`` int32 = label - 1; -1 for ``unlabeled``).  usage 'train', 'test',
    'unlabeled', 'train+unlabeled' or 'all' (test, train, unlabeled)."""

    COLUMNS = (("image", np.uint8), ("label", np.int32))

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "unlabeled", "train+unlabeled", "all"], "all")
        for part in self._parts():
            _check_file("dataset_dir", os.path.join(dataset_dir, f"{part}_X.bin"))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id)

    def _parts(self) -> List[str]:
        return {"train": ["train"], "test": ["test"], "unlabeled": ["unlabeled"],
                "train+unlabeled": ["train", "unlabeled"], "all": ["test", "train", "unlabeled"]}[self.usage]

    def _list(self) -> List[tuple]:
        entries: List[tuple] = []
        for part in self._parts():
            path = os.path.join(self.dataset_dir, f"{part}_X.bin")
            if not os.path.isfile(path):
                raise PipelineError(f"Invalid file, failed to open STL10 file: {path}.")
            images = np.fromfile(path, np.uint8).reshape(-1, 3, 96, 96).transpose(0, 3, 2, 1)
            if part == "unlabeled":
                labels = np.full(len(images), -1, np.int64)
            else:
                labels = np.fromfile(os.path.join(self.dataset_dir, f"{part}_y.bin"), np.uint8).astype(np.int64) - 1
            where = os.path.realpath(path)
            entries.extend((np.ascontiguousarray(img), int(lab), where) for img, lab in zip(images, labels))
        return entries


class USPSDataset(_FileListDataset):
    """USPS: the libsvm-format text files ``usps`` (train) and ``usps.t`` (test); ``image`` uint8 (16, 16, 1)
    from the values in [-1, 1] (``(v + 1) / 2 * 255`` truncated), ``label`` uint32 = the file's label - 1.
    'all' reads both files a row from each in turn (MindSpore's parallel file readers), one after the other
    with ``num_parallel_workers=1``."""

    COLUMNS = (("image", np.uint8), ("label", np.uint32))

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = True, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "all"], "all")
        self._workers = num_parallel_workers
        super().__init__(dataset_dir, num_samples, num_parallel_workers, bool(shuffle), None, num_shards, shard_id)

    def _read(self, name: str) -> List[tuple]:
        path = os.path.join(self.dataset_dir, name)
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, {path} does not exist or is a directory.")
        where = os.path.realpath(path)
        rows = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if not parts:
                    continue
                pixels = np.zeros(256, np.float32)
                for item in parts[1:]:
                    k, v = item.split(":")
                    pixels[int(k) - 1] = np.float32(v)
                image = ((pixels + np.float32(1)) / np.float32(2) * np.float32(255)).astype(np.uint8)
                rows.append((image.reshape(16, 16, 1), int(float(parts[0])) - 1, where))
        return rows

    def _list(self) -> List[tuple]:
        files = {"train": ["usps"], "test": ["usps.t"], "all": ["usps", "usps.t"]}[self.usage]
        parts = [self._read(name) for name in files]
        if len(parts) == 1 or self._workers == 1:
            return [row for part in parts for row in part]
        out = []
        for k in range(max(len(p) for p in parts)):
            out.extend(p[k] for p in parts if k < len(p))
        return out


class DIV2KDataset(_FileListDataset):
    """DIV2K super-resolution pairs: ``hr_image`` from ``DIV2K_<usage>_HR/NNNN.png`` and ``lr_image`` from the
    ``downgrade``/``scale`` folder (bicubic/unknown ``_LR_<d>/X<s>/NNNNx<s>.png``, scale 8 ``_LR_x8``, mild/
    difficult/wild ``_LR_<d>/NNNNx4<m|d|w>.png``); usage 'train', 'valid' or 'all' (train then valid)."""

    COLUMNS = (("hr_image", _IMAGE), ("lr_image", _IMAGE))

    def __init__(self, dataset_dir: str, usage: str = "train", downgrade: str = "bicubic", scale: int = 2,
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "valid", "all"], "train")
        self.downgrade = _check_str("downgrade", downgrade, ["bicubic", "unknown", "mild", "difficult", "wild"],
                                    "bicubic")
        _check_type("scale", scale, int)
        if scale not in (2, 3, 4, 8):
            raise ValueError(f"Input scale is not within the valid set of {[2, 3, 4, 8]}.")
        if scale == 8 and self.downgrade != "bicubic":
            raise ValueError("DIV2KNode: scale equal to 8 is allowed only in bicubic downgrade.")
        if self.downgrade in ("mild", "difficult", "wild") and scale != 4:
            raise ValueError("DIV2KNode: " + self.downgrade + " downgrade requires scale equal to 4.")
        self.scale = scale
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        entries = []
        for part in (["train", "valid"] if self.usage == "all" else [self.usage]):
            hr_dir = os.path.join(self.dataset_dir, f"DIV2K_{part}_HR")
            if not os.path.isdir(hr_dir):
                raise PipelineError(f"Invalid folder, {hr_dir} does not exist or is not a directory.")
            for hr in _sorted_files(hr_dir, (".png",)):
                stem = os.path.splitext(os.path.basename(hr))[0]
                if self.scale == 8:
                    lr = os.path.join(self.dataset_dir, f"DIV2K_{part}_LR_x8", f"{stem}x8.png")
                elif self.downgrade in ("bicubic", "unknown"):
                    lr = os.path.join(self.dataset_dir, f"DIV2K_{part}_LR_{self.downgrade}", f"X{self.scale}",
                                      f"{stem}x{self.scale}.png")
                else:
                    lr = os.path.join(self.dataset_dir, f"DIV2K_{part}_LR_{self.downgrade}",
                                      f"{stem}x4{self.downgrade[0]}.png")
                if not os.path.isfile(lr):
                    raise PipelineError(f"Invalid file, div2k image file: {os.path.realpath(lr)} does not exist.")
                entries.append((hr, lr))
        return entries


def _loadmat(path: str) -> dict:
    from scipy.io import loadmat  # optional dependency, as in MindSpore

    return loadmat(path)


class Flowers102Dataset(_FileListDataset):
    """Oxford 102 Flowers: ``jpg/image_NNNNN.jpg`` for the ids of ``setid.mat`` (usage 'train', 'valid',
    'test'; 'all': train, test, valid), ``label`` uint32 = ``imagelabels.mat`` label - 1; task 'Segmentation'
    adds ``segmentation`` (``segmim/segmim_NNNNN.jpg``) before the label.  The .mat files are read with scipy."""

    NAMES = [
        "pink primrose", "hard-leaved pocket orchid", "canterbury bells", "sweet pea", "english marigold",
        "tiger lily", "moon orchid", "bird of paradise", "monkshood", "globe thistle", "snapdragon", "colt's foot",
        "king protea", "spear thistle", "yellow iris", "globe-flower", "purple coneflower", "peruvian lily",
        "balloon flower", "giant white arum lily", "fire lily", "pincushion flower", "fritillary", "red ginger",
        "grape hyacinth", "corn poppy", "prince of wales feathers", "stemless gentian", "artichoke",
        "sweet william", "carnation", "garden phlox", "love in the mist", "mexican aster", "alpine sea holly",
        "ruby-lipped cattleya", "cape flower", "great masterwort", "siam tulip", "lenten rose", "barbeton daisy",
        "daffodil", "sword lily", "poinsettia", "bolero deep blue", "wallflower", "marigold", "buttercup",
        "oxeye daisy", "common dandelion", "petunia", "wild pansy", "primula", "sunflower", "pelargonium",
        "bishop of llandaff", "gaura", "geranium", "orange dahlia", "pink-yellow dahlia?", "cautleya spicata",
        "japanese anemone", "black-eyed susan", "silverbush", "californian poppy", "osteospermum", "spring crocus",
        "bearded iris", "windflower", "tree poppy", "gazania", "azalea", "water lily", "rose", "thorn apple",
        "morning glory", "passion flower", "lotus", "toad lily", "anthurium", "frangipani", "clematis", "hibiscus",
        "columbine", "desert-rose", "tree mallow", "magnolia", "cyclamen", "watercress", "canna lily",
        "hippeastrum", "bee balm", "ball moss", "foxglove", "bougainvillea", "camellia", "mallow",
        "mexican petunia", "bromelia", "blanket flower", "trumpet creeper", "blackberry lily",
    ]

    def __init__(self, dataset_dir: str, task: str = "Classification", usage: str = "all",
                 num_samples: Optional[int] = None, num_parallel_workers: int = 1, shuffle: Optional[bool] = None,
                 decode: bool = False, sampler: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None) -> None:
        _check_dir(os.path.join(dataset_dir, "jpg"))
        for name in ("imagelabels.mat", "setid.mat"):
            _check_file("dataset_dir", os.path.join(dataset_dir, name))
        self.usage = _check_str("usage", usage, ["train", "valid", "test", "all"], "all")
        self.task = _check_str("task", task, ["Classification", "Segmentation"], "Classification")
        if self.task == "Segmentation":
            _check_dir(os.path.join(dataset_dir, "segmim"))
            self.COLUMNS = (("image", _IMAGE), ("segmentation", _IMAGE), ("label", np.uint32))
        else:
            self.COLUMNS = (("image", _IMAGE), ("label", np.uint32))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        labels = _loadmat(os.path.join(self.dataset_dir, "imagelabels.mat"))["labels"][0].astype(np.int64) - 1
        setid = _loadmat(os.path.join(self.dataset_dir, "setid.mat"))
        keys = {"train": ["trnid"], "test": ["tstid"], "valid": ["valid"], "all": ["trnid", "tstid", "valid"]}
        entries = []
        for key in keys[self.usage]:
            for i in setid[key][0].tolist():
                image = os.path.join(self.dataset_dir, "jpg", f"image_{i:05d}.jpg")
                seg = (os.path.join(self.dataset_dir, "segmim", f"segmim_{i:05d}.jpg"),) \
                    if self.task == "Segmentation" else ()
                entries.append((image,) + seg + (int(labels[i - 1]),))
        return entries

    def get_class_indexing(self) -> dict:
        return {name: i for i, name in enumerate(self.NAMES)}


class SVHNDataset(_FileListDataset):
    """SVHN: ``<usage>_32x32.mat`` ('all': train, test, extra) read with scipy: ``image`` uint8 (32, 32, 3) and
    ``label`` uint32 (10 read as 0)."""

    COLUMNS = (("image", np.uint8), ("label", np.uint32))
    PARTS = {"train": ["train"], "test": ["test"], "extra": ["extra"], "all": ["train", "test", "extra"]}

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: int = 1, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "extra", "all"], "all")
        for part in self.PARTS[self.usage]:
            _check_file("dataset_dir", os.path.join(dataset_dir, part + "_32x32.mat"))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id)

    def _list(self) -> List[tuple]:
        entries: List[tuple] = []
        for part in self.PARTS[self.usage]:
            mat = _loadmat(os.path.join(self.dataset_dir, part + "_32x32.mat"))
            labels = mat["y"].astype(np.uint32).reshape(-1)
            labels[labels == 10] = 0
            images = np.transpose(mat["X"], (3, 0, 1, 2))
            entries.extend((np.ascontiguousarray(img), int(lab)) for img, lab in zip(images, labels))
        return entries


class WIDERFaceDataset(_FileListDataset):
    """WIDER FACE: usage 'train'/'valid' ('all': both) reads ``wider_face_split/wider_face_<usage>_bbx_gt.txt``
    (image path, face count, one line per face: x y w h blur expression illumination occlusion pose invalid):
    ``image`` from ``WIDER_<usage>/images``, ``bbox`` int32 (N, 4) and the six attributes int32 (N,);
    'test' reads ``wider_face_test_filelist.txt``: ``image`` only."""

    ATTRS = ("blur", "expression", "illumination", "occlusion", "pose", "invalid")

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "valid", "all"], "all")
        self.COLUMNS = (("image", _IMAGE),) if self.usage == "test" else \
            (("image", _IMAGE), ("bbox", np.int32)) + tuple((a, np.int32) for a in self.ATTRS)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        split = os.path.join(self.dataset_dir, "wider_face_split")
        if self.usage == "test":
            path = os.path.join(split, "wider_face_test_filelist.txt")
            if not os.path.isfile(path):
                raise PipelineError(f"Invalid file, failed to open WIDERFace file: {path}.")
            with open(path, encoding="utf-8") as f:
                return [(os.path.join(self.dataset_dir, "WIDER_test", "images", line.strip()),)
                        for line in f if line.strip()]
        entries: List[tuple] = []
        for part in (["train", "val"] if self.usage == "all" else ["val" if self.usage == "valid" else "train"]):
            path = os.path.join(split, f"wider_face_{part}_bbx_gt.txt")
            if not os.path.isfile(path):
                raise PipelineError(f"Invalid file, failed to open WIDERFace file: {path}.")
            with open(path, encoding="utf-8") as f:
                lines = [line.strip() for line in f if line.strip()]
            k = 0
            while k < len(lines):
                name, count = lines[k], int(lines[k + 1])
                faces = np.array([[int(v) for v in line.split()[:10]] for line in lines[k + 2:k + 2 + max(count, 1)]],
                                 np.int64).reshape(-1, 10)
                k += 2 + max(count, 1)
                image = os.path.join(self.dataset_dir, f"WIDER_{part}", "images", name)
                entries.append((image, faces[:, :4]) + tuple(faces[:, 4 + j] for j in range(6)))
        return entries


class PhotoTourDataset(_FileListDataset):
    """Photo Tourism patches of ``name``: the 1024x1024 ``patchesNNNN.bmp`` files hold 16x16 patches of 64x64,
    patch ``k`` at file ``k // 256``; usage 'train': ``image`` uint8 (64, 64, 1), one per line of ``info.txt``;
    'test': the pairs of ``m50_100000_100000_0.txt``: ``image1``, ``image2`` and ``matches`` uint32 (1 when both
    patches show the same 3D point).  The bmp files are read with Pillow."""

    NAMES = ["notredame", "yosemite", "liberty", "notredame_harris", "yosemite_harris", "liberty_harris"]

    def __init__(self, dataset_dir: str, name: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test"], "train")
        _check_type("name", name, str)
        self.name = _check_str("name", name, self.NAMES, name)
        self.COLUMNS = (("image", self._patch),) if self.usage == "train" else \
            (("image1", self._patch), ("image2", self._patch), ("matches", np.uint32))
        self._sheets: dict = {}
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id)

    def _patch(self, k: int) -> np.ndarray:
        sheet = self._sheets.get(k // 256)
        if sheet is None:
            from PIL import Image  # optional dependency (Pillow)

            path = os.path.join(self.dataset_dir, self.name, f"patches{k // 256:04d}.bmp")
            if not os.path.isfile(path):
                raise PipelineError(f"Invalid file, failed to open PhotoTour file: {path}.")
            sheet = self._sheets[k // 256] = np.asarray(Image.open(path).convert("L"), np.uint8)
        r, c = divmod(k % 256, 16)
        return sheet[r * 64:(r + 1) * 64, c * 64:(c + 1) * 64, None].copy()

    def _lines(self, name: str) -> List[List[str]]:
        path = os.path.join(self.dataset_dir, self.name, name)
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, failed to open PhotoTour file: {path}.")
        with open(path, encoding="utf-8") as f:
            return [line.split() for line in f if line.strip()]

    def _list(self) -> List[tuple]:
        if self.usage == "train":       # the 3D point id of each patch follows (a PKSampler's class)
            return [(k, int(p[0])) for k, p in enumerate(self._lines("info.txt"))]
        return [(int(p[0]), int(p[3]), int(p[1] == p[4])) for p in self._lines("m50_100000_100000_0.txt")]

    def _class_labels(self) -> List[int]:
        return [e[-1] for e in self._listed()]

    def _data_file(self, entry: tuple) -> str:
        return os.path.join(self.dataset_dir, self.name, f"patches{entry[0] // 256:04d}.bmp")


class FlickrDataset(_FileListDataset):
    """Flickr8k/30k: ``annotation_file`` lines ``<file>#<k>\\t<caption>``; one row per image file (in the order
    the file first appears): ``image`` from ``dataset_dir`` and ``annotation``, its captions (strings)."""

    COLUMNS = (("image", _IMAGE), ("annotation", np.str_))

    def __init__(self, dataset_dir: str, annotation_file: str, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Optional[bool] = None, decode: bool = False,
                 sampler: Any = None, num_shards: Optional[int] = None, shard_id: Optional[int] = None,
                 cache: Any = None) -> None:
        _check_dir(dataset_dir)
        self.annotation_file = _check_file("annotation_file", annotation_file)
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        captions: dict = {}
        with open(self.annotation_file, encoding="utf-8") as f:
            for line in f:
                if "\t" not in line:
                    continue
                key, caption = line.rstrip("\r\n").split("\t", 1)
                captions.setdefault(key.split("#")[0], []).append(caption)
        return [(os.path.join(self.dataset_dir, name), np.array(texts, np.str_)) for name, texts in captions.items()]


class SST2Dataset(_FileListDataset):
    """SST-2 sentences: ``<usage>.tsv`` ('train', 'dev': ``sentence`` and ``label``, both strings; 'test':
    ``sentence`` from the second field), its header line skipped.  (A text source on this module's file-list
    base: its rows are read the same way.)"""

    def __init__(self, dataset_dir: str, usage: Optional[str] = None, num_samples: Optional[int] = None,
                 num_parallel_workers: Optional[int] = None, shuffle: Any = True, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.usage = _check_str("usage", usage, ["train", "test", "dev"], "train")
        self.COLUMNS = (("sentence", np.str_),) if self.usage == "test" else \
            (("sentence", np.str_), ("label", np.str_))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, bool(shuffle), None, num_shards, shard_id)

    def _list(self) -> List[tuple]:
        path = os.path.join(self.dataset_dir, self.usage + ".tsv")
        if not os.path.isfile(path):
            raise PipelineError(f"Invalid file, failed to open SST2 file: {path}.")
        where = os.path.realpath(path)
        with open(path, encoding="utf-8") as f:
            lines = [line.rstrip("\r\n").split("\t") for line in f][1:]
        if self.usage == "test":
            return [(p[1], where) for p in lines if len(p) >= 2]
        return [(p[0], p[1], where) for p in lines if len(p) >= 2]

    def _class_labels(self) -> None:
        return None


class SBDataset(_FileListDataset):
    """Semantic Boundaries: the ids of ``<usage>.txt`` ('all': train then val): ``image`` from ``img/<id>.jpg``
    and ``task`` from ``cls/<id>.mat`` (read with scipy): 'Boundaries' the 20 class boundary maps (20, H, W),
    'Segmentation' the class map (H, W)."""

    COLUMNS = (("image", _IMAGE), ("task", np.uint8))

    def __init__(self, dataset_dir: str, task: str = "Boundaries", usage: str = "all",
                 num_samples: Optional[int] = None, num_parallel_workers: int = 1, shuffle: Optional[bool] = None,
                 decode: Optional[bool] = None, sampler: Any = None, num_shards: Optional[int] = None,
                 shard_id: Optional[int] = None) -> None:
        self.task = _check_str("task", task, ["Boundaries", "Segmentation"], "Boundaries")
        self.usage = _check_str("usage", usage, ["train", "val", "train_noval", "all"], "all")
        self.COLUMNS = (("image", _IMAGE), ("task", self._target))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         bool(decode))

    def _target(self, path: str) -> np.ndarray:
        cls = _loadmat(path)["GTcls"][0][self.task][0]
        if self.task == "Segmentation":
            return np.asarray(cls, np.uint8)
        return np.stack([np.asarray(cls[i][0].toarray()) for i in range(20)])

    def _list(self) -> List[tuple]:
        names: List[str] = []
        for part in (["train", "val"] if self.usage == "all" else [self.usage]):
            path = os.path.join(self.dataset_dir, part + ".txt")
            if not os.path.isfile(path):
                raise FileNotFoundError(f"SBDataset: {path} not found")
            with open(path, encoding="utf-8") as f:
                names += [line.strip() for line in f]
        return [(os.path.join(self.dataset_dir, "img", n + ".jpg"), os.path.join(self.dataset_dir, "cls", n + ".mat"))
                for n in names]


def _read_text(path: str) -> np.ndarray:
    if not os.path.isfile(path):
        raise PipelineError(f"Invalid file, {path} does not exist.")
    with open(path, encoding="utf-8") as f:
        return np.array(f.read(), np.str_)


class CityscapesDataset(_FileListDataset):
    """Cityscapes: ``leftImg8bit/<usage>/<city>/*_leftImg8bit.png`` (cities and files sorted) with the task file
    of the same name under ``gtFine``/``gtCoarse``: ``_instanceIds.png`` (instance), ``_labelIds.png``
    (semantic), ``_color.png`` (color) or ``_polygons.json`` (polygon: the file's text).  'all' reads train,
    test/train_extra and val."""

    SUFFIX = {"instance": "instanceIds.png", "semantic": "labelIds.png", "polygon": "polygons.json",
              "color": "color.png"}

    def __init__(self, dataset_dir: str, usage: str = "train", quality_mode: str = "fine", task: str = "instance",
                 num_samples: Optional[int] = None, num_parallel_workers: Optional[int] = None,
                 shuffle: Optional[bool] = None, decode: bool = False, sampler: Any = None,
                 num_shards: Optional[int] = None, shard_id: Optional[int] = None, cache: Any = None) -> None:
        self.quality_mode = _check_str("quality_mode", quality_mode, ["fine", "coarse"], "fine")
        parts = ["train", "test", "val"] if self.quality_mode == "fine" else ["train", "train_extra", "val"]
        self.usage = _check_str("usage", usage, parts + ["all"], "train")
        self.task = _check_str("task", task, list(self.SUFFIX), "instance")
        self._parts = parts if self.usage == "all" else [self.usage]
        self.COLUMNS = (("image", _IMAGE), ("task", _read_text if self.task == "polygon" else _IMAGE))
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         decode)

    def _list(self) -> List[tuple]:
        gt = "gtFine" if self.quality_mode == "fine" else "gtCoarse"
        entries = []
        for part in self._parts:
            root = os.path.join(self.dataset_dir, "leftImg8bit", part)
            if not os.path.isdir(root):
                continue
            for city in _sorted_dirs(root):
                for image in _sorted_files(os.path.join(root, city), (".png",)):
                    stem = os.path.basename(image)[:-len("leftImg8bit.png")]
                    target = os.path.join(self.dataset_dir, gt, part, city, f"{stem}{gt}_{self.SUFFIX[self.task]}")
                    if not os.path.isfile(target):
                        raise PipelineError(f"Invalid file, Cityscapes Dataset task file: {os.path.realpath(target)} "
                                            "does not exist.")
                    entries.append((image, target))
        return entries
